import Foundation

/// A column of a generic list: a header and the item field it shows (`--column 'Stars=stargazers_count'`).
///
/// A plain value; any thread.
public struct GenericColumn: Sendable, Equatable {
    /// The header text.
    public var label: String
    /// The field, relative to each item.
    public var path: JSONPath

    /// A column headed `label` showing `path`.
    public init(label: String, path: JSONPath) {
        self.label = label
        self.path = path
    }

    /// `LABEL=PATH`, or `PATH` alone (headed by the path); nil when the path does not parse or the
    /// label is blank.
    public init?(parsing text: String) {
        let trimmed = text.trimmingCharacters(in: .whitespaces)
        if let equals = trimmed.firstIndex(of: "=") {
            let label = trimmed[..<equals].trimmingCharacters(in: .whitespaces)
            let pathText = trimmed[trimmed.index(after: equals)...].trimmingCharacters(in: .whitespaces)
            guard !label.isEmpty, let path = JSONPath(pathText) else { return nil }
            self.init(label: label, path: path)
        } else {
            guard let path = JSONPath(trimmed) else { return nil }
            self.init(label: trimmed, path: path)
        }
    }

    /// The form `parsing` reads back: `PATH` when the label is the path.
    public var text: String { label == path.description ? label : "\(label)=\(path)" }
}
