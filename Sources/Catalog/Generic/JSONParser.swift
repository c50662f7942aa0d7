/// A small recursive-descent JSON parser for `JSONValue`: strict syntax, bounded nesting.
///
/// A value used once per body; any thread.
struct JSONParser {
    /// Deeper nesting is refused rather than risking the stack on a hostile body.
    static let maxDepth = 256

    private let bytes: [UInt8]
    private var index = 0
    /// Whether objects and arrays keep what they hold; reading only to check, they do not.
    private let keeps: Bool
    /// Values that may still be read: a hostile body of millions of tiny values, within the byte
    /// cap, would otherwise cost some fifty times its size once read.
    private var budget: Int

    private init(_ bytes: [UInt8], keeps: Bool, maxValues: Int) {
        self.bytes = bytes
        self.keeps = keeps
        budget = maxValues
    }

    static func parse(_ bytes: [UInt8], maxValues: Int) -> JSONValue? { read(bytes, keeps: true, maxValues: maxValues) }

    /// Whether `bytes` are one JSON text, by the same grammar, holding one string at a time.
    static func isWhole(_ bytes: [UInt8]) -> Bool { read(bytes, keeps: false, maxValues: .max) != nil }

    /// Whether `bytes` are one JSON text of at most `maxValues` values, read keeping nothing.
    static func isWhole(_ bytes: [UInt8], maxValues: Int) -> Bool { read(bytes, keeps: false, maxValues: maxValues) != nil }

    private static func read(_ bytes: [UInt8], keeps: Bool, maxValues: Int) -> JSONValue? {
        var parser = JSONParser(bytes, keeps: keeps, maxValues: maxValues)
        // A UTF-8 byte order mark is tolerated, as most servers' clients do.
        if bytes.starts(with: [0xEF, 0xBB, 0xBF]) { parser.index = 3 }
        guard let value = parser.value(depth: 0) else { return nil }
        parser.skipSpace()
        return parser.index == bytes.count ? value : nil
    }

    private mutating func skipSpace() {
        while index < bytes.count, [0x20, 0x0A, 0x0D, 0x09].contains(bytes[index]) { index += 1 }
    }

    private mutating func value(depth: Int) -> JSONValue? {
        guard depth < Self.maxDepth else { return nil }
        budget -= 1
        guard budget >= 0 else { return nil }
        skipSpace()
        guard index < bytes.count else { return nil }
        switch bytes[index] {
        case UInt8(ascii: "{"): return object(depth: depth)
        case UInt8(ascii: "["): return array(depth: depth)
        case UInt8(ascii: "\""): return string().map(JSONValue.string)
        case UInt8(ascii: "t"): return literal("true", .bool(true))
        case UInt8(ascii: "f"): return literal("false", .bool(false))
        case UInt8(ascii: "n"): return literal("null", .null)
        default: return number()
        }
    }

    private mutating func literal(_ word: String, _ value: JSONValue) -> JSONValue? {
        let text = Array(word.utf8)
        guard bytes[index...].starts(with: text) else { return nil }
        index += text.count
        return value
    }

    private mutating func object(depth: Int) -> JSONValue? {
        index += 1
        var pairs: [(key: String, value: JSONValue)] = []
        skipSpace()
        if index < bytes.count, bytes[index] == UInt8(ascii: "}") { index += 1; return .object(pairs) }
        while true {
            skipSpace()
            guard index < bytes.count, bytes[index] == UInt8(ascii: "\""), let key = string() else { return nil }
            skipSpace()
            guard index < bytes.count, bytes[index] == UInt8(ascii: ":") else { return nil }
            index += 1
            guard let value = value(depth: depth + 1) else { return nil }
            if keeps { pairs.append((key, value)) }
            skipSpace()
            guard index < bytes.count else { return nil }
            if bytes[index] == UInt8(ascii: ",") { index += 1; continue }
            guard bytes[index] == UInt8(ascii: "}") else { return nil }
            index += 1
            return .object(pairs)
        }
    }

    private mutating func array(depth: Int) -> JSONValue? {
        index += 1
        var items: [JSONValue] = []
        skipSpace()
        if index < bytes.count, bytes[index] == UInt8(ascii: "]") { index += 1; return .array(items) }
        while true {
            guard let item = value(depth: depth + 1) else { return nil }
            if keeps { items.append(item) }
            skipSpace()
            guard index < bytes.count else { return nil }
            if bytes[index] == UInt8(ascii: ",") { index += 1; continue }
            guard bytes[index] == UInt8(ascii: "]") else { return nil }
            index += 1
            return .array(items)
        }
    }

    private mutating func number() -> JSONValue? {
        let start = index
        func digits() -> Int {
            let from = index
            while index < bytes.count, (UInt8(ascii: "0")...UInt8(ascii: "9")).contains(bytes[index]) { index += 1 }
            return index - from
        }
        if index < bytes.count, bytes[index] == UInt8(ascii: "-") { index += 1 }
        let leadingZero = index < bytes.count && bytes[index] == UInt8(ascii: "0")
        let intDigits = digits()
        // `01` and `-01` are not JSON numbers (RFC 8259 §6): a zero stands alone before `.`/`e`.
        guard intDigits > 0, !leadingZero || intDigits == 1 else { return nil }
        if index < bytes.count, bytes[index] == UInt8(ascii: ".") {
            index += 1
            guard digits() > 0 else { return nil }
        }
        if index < bytes.count, bytes[index] == UInt8(ascii: "e") || bytes[index] == UInt8(ascii: "E") {
            index += 1
            if index < bytes.count, bytes[index] == UInt8(ascii: "+") || bytes[index] == UInt8(ascii: "-") { index += 1 }
            guard digits() > 0 else { return nil }
        }
        return .number(String(decoding: bytes[start..<index], as: UTF8.self))
    }

    /// A string starting at the opening quote; invalid escapes, raw control characters or
    /// bytes that are not UTF-8 (RFC 8259 §8.1) fail rather than being silently replaced.
    private mutating func string() -> String? {
        index += 1
        var out: [UInt8] = []
        while index < bytes.count {
            let byte = bytes[index]
            index += 1
            switch byte {
            case UInt8(ascii: "\""): return String(validating: out, as: UTF8.self)
            case 0..<0x20: return nil
            case UInt8(ascii: "\\"):
                guard index < bytes.count else { return nil }
                let escape = bytes[index]
                index += 1
                switch escape {
                case UInt8(ascii: "\""), UInt8(ascii: "\\"), UInt8(ascii: "/"): out.append(escape)
                case UInt8(ascii: "b"): out.append(8)
                case UInt8(ascii: "f"): out.append(12)
                case UInt8(ascii: "n"): out.append(10)
                case UInt8(ascii: "r"): out.append(13)
                case UInt8(ascii: "t"): out.append(9)
                case UInt8(ascii: "u"):
                    guard let scalar = unicodeEscape() else { return nil }
                    out += Array(String(Character(scalar)).utf8)
                default: return nil
                }
            default: out.append(byte)
            }
        }
        return nil
    }

    /// `XXXX` after `\u`, joining a surrogate pair; a lone surrogate becomes U+FFFD.
    private mutating func unicodeEscape() -> Unicode.Scalar? {
        guard let high = hex4() else { return nil }
        if (0xD800..<0xDC00).contains(high), bytes[index...].starts(with: Array("\\u".utf8)) {
            let save = index
            index += 2
            if let low = hex4(), (0xDC00..<0xE000).contains(low) {
                return Unicode.Scalar(0x10000 + ((high - 0xD800) << 10) + (low - 0xDC00))
            }
            index = save
        }
        return Unicode.Scalar(high) ?? "\u{FFFD}"
    }

    private mutating func hex4() -> UInt32? {
        guard index + 4 <= bytes.count, bytes[index..<index + 4].allSatisfy({ Character(Unicode.Scalar($0)).isHexDigit }),
              let value = UInt32(String(decoding: bytes[index..<index + 4], as: UTF8.self), radix: 16)
        else { return nil }
        index += 4
        return value
    }
}
