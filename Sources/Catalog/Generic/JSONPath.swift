/// A dotted path into a JSON value: `data.items`, `tags.0.name`, `a\.b` or `"a.b".c` for keys with dots.
///
/// A plain value; any thread. A segment of digits indexes an array, or names a key in an object.
public struct JSONPath: Sendable, Equatable, CustomStringConvertible {
    /// The keys and indexes, in order.
    public let segments: [String]
    /// The path as written.
    public let description: String

    /// Parses `text`; nil when it is empty, has an empty segment or an unclosed quote.
    public init?(_ text: String) {
        var segments: [String] = []
        var current = ""
        var quoted = false
        var wasQuoted = false
        var iterator = text.makeIterator()
        while let character = iterator.next() {
            switch character {
            case "\\":
                guard let next = iterator.next() else { return nil }
                current.append(next)
            case "\"":
                // Quotes only open at the start of a segment and close before a dot or the end.
                if quoted { quoted = false; wasQuoted = true } else if current.isEmpty && !wasQuoted { quoted = true } else { return nil }
            case "." where !quoted:
                guard !current.isEmpty else { return nil }
                segments.append(current)
                current = ""
                wasQuoted = false
            default:
                if wasQuoted { return nil }
                current.append(character)
            }
        }
        guard !quoted, !current.isEmpty else { return nil }
        segments.append(current)
        self.segments = segments
        self.description = text
    }

    /// This path followed by `more` keys (`data.search` + `pageInfo.endCursor`).
    public func appending(_ more: String...) -> JSONPath {
        JSONPath(segments: segments + more, description: ([description] + more).joined(separator: "."))
    }

    private init(segments: [String], description: String) {
        self.segments = segments
        self.description = description
    }

    /// The value at this path in `root`, nil when any step is missing.
    public func evaluate(_ root: JSONValue) -> JSONValue? {
        var value = root
        for segment in segments {
            switch value {
            case .object:
                guard let next = value[segment] else { return nil }
                value = next
            case .array(let items):
                guard let index = Int(segment), items.indices.contains(index) else { return nil }
                value = items[index]
            default:
                return nil
            }
        }
        return value
    }
}

extension JSONPath {
    /// `key` as one segment of a path: quoted when it holds a dot.
    static func quote(_ key: String) -> String { key.contains(".") ? "\"\(key)\"" : key }
}
