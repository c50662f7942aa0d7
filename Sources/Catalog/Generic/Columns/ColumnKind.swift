/// What a column's values are, read from a page of items: it decides alignment, width and how a
/// cell shortens.
///
/// A value; any thread.
public enum ColumnKind: Sendable, Equatable {
    /// Numbers: right-aligned.
    case number
    /// ISO dates (`2026-04-20…`): the date part, shown as month and day when narrow.
    case date
    /// `true`/`false`.
    case flag
    /// Anything else: short text.
    case text

    /// The kind of `values` (nulls and missing ones skipped): the one every value has; text when
    /// they differ or none is set.
    public static func of(_ values: [JSONValue?]) -> ColumnKind {
        var kinds = Set<String>()
        for value in values {
            switch value {
            case .number?: kinds.insert("number")
            case .bool?: kinds.insert("flag")
            case .string(let text)?: kinds.insert(isISODate(text) ? "date" : "text")
            case .array?, .object?: kinds.insert("text")
            case .null?, nil: break
            }
        }
        guard kinds.count == 1, let kind = kinds.first else { return .text }
        switch kind {
        case "number": return .number
        case "flag": return .flag
        case "date": return .date
        default: return .text
        }
    }

    /// Whether `text` starts with `YYYY-MM-DD` and is no longer than a full timestamp.
    static func isISODate(_ text: String) -> Bool {
        let bytes = Array(text.utf8)
        guard (10...35).contains(bytes.count) else { return false }
        let digit: (UInt8) -> Bool = { $0 >= 48 && $0 <= 57 }
        let shape = bytes.prefix(10).enumerated().allSatisfy { index, byte in
            index == 4 || index == 7 ? byte == UInt8(ascii: "-") : digit(byte)
        }
        guard shape, bytes.count > 10 else { return shape }
        // A time follows: `T11:58` or ` 11:58`.
        return (bytes[10] == UInt8(ascii: "T") || bytes[10] == UInt8(ascii: " ")) && bytes.count > 11 && digit(bytes[11])
    }

    /// A cell's text for `value`: dates cut to the day, as the built-in sources show them.
    public func cell(_ value: JSONValue?) -> String {
        guard let text = value?.text else { return "" }
        if self == .date, Self.isISODate(text) { return String(text.prefix(10)) }
        return text
    }
}
