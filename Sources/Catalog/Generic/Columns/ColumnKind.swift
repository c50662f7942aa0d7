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
    /// they differ or none is set. Numbers in a field `named` like a date (`created`, `*_at`) that
    /// all read as epoch seconds of this century are dates (Stripe's `created: 1700003000`).
    public static func of(_ values: [JSONValue?], named name: String? = nil) -> ColumnKind {
        let kind = plainKind(values)
        guard kind == .number, let name, isDateName(name) else { return kind }
        let epochs = values.allSatisfy { value in
            switch value {
            case .number(let text)?: return epochSeconds(text) != nil
            case .null?, nil: return true
            default: return false
            }
        }
        return epochs ? .date : kind
    }

    /// Whether a field's name says it holds a date or a time.
    static func isDateName(_ name: String) -> Bool {
        let lower = name.lowercased()
        return ["created", "updated", "modified", "date", "time", "timestamp"].contains(lower)
            || name.hasSuffix("_at") || name.hasSuffix("At") || lower.hasSuffix("_date") || lower.hasSuffix("_time")
    }

    /// `text` as whole epoch seconds between 2000 and 2100, else nil (a count or an id).
    static func epochSeconds(_ text: String) -> Int? {
        guard let seconds = Int(text), (946_684_800...4_102_444_800).contains(seconds) else { return nil }
        return seconds
    }

    /// `YYYY-MM-DD` (UTC) of epoch `seconds`, by the days-to-civil algorithm (no calendar involved).
    static func isoDay(_ seconds: Int) -> String {
        let z = seconds / 86_400 + 719_468
        let era = z / 146_097
        let dayOfEra = z - era * 146_097
        let yearOfEra = (dayOfEra - dayOfEra / 1460 + dayOfEra / 36_524 - dayOfEra / 146_096) / 365
        let dayOfYear = dayOfEra - (365 * yearOfEra + yearOfEra / 4 - yearOfEra / 100)
        let mp = (5 * dayOfYear + 2) / 153
        let day = dayOfYear - (153 * mp + 2) / 5 + 1
        let month = mp < 10 ? mp + 3 : mp - 9
        let year = yearOfEra + era * 400 + (month <= 2 ? 1 : 0)
        func two(_ n: Int) -> String { n < 10 ? "0\(n)" : "\(n)" }
        return "\(year)-\(two(month))-\(two(day))"
    }

    /// The kind every value has, by its JSON type alone.
    private static func plainKind(_ values: [JSONValue?]) -> ColumnKind {
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
        if self == .date, let seconds = Self.epochSeconds(text) { return Self.isoDay(seconds) }
        return text
    }
}
