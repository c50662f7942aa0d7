/// A parsed JSON value that keeps object key order and numbers as sent (ids beyond 2^53 stay exact).
///
/// A plain value; any thread.
public enum JSONValue: Sendable, Equatable {
    /// `null`.
    case null
    /// `true` or `false`.
    case bool(Bool)
    /// A number, as its JSON text.
    case number(String)
    /// A string.
    case string(String)
    /// An array.
    case array([JSONValue])
    /// An object, keys in the order sent (a repeated key keeps its first value on lookup).
    case object([(key: String, value: JSONValue)])

    /// The most values a parse keeps (scalars, arrays and objects): a page of 100 rendered
    /// articles holds a few thousand, 12 MiB of 900-byte items 28,000; two million tiny ones
    /// cost about 340 MB once read.
    public static let maxValues = 2_000_000

    /// Parses `bytes`; nil when they are not one JSON value, or hold more than `maxValues`.
    public static func parse(_ bytes: [UInt8], maxValues: Int = maxValues) -> JSONValue? {
        JSONParser.parse(bytes, maxValues: maxValues)
    }

    /// Whether `bytes` are one whole JSON text, read without keeping what it holds: a check that
    /// costs the memory of its longest string, where a parse costs several times the body.
    public static func isWhole(_ bytes: [UInt8]) -> Bool { JSONParser.isWhole(bytes) }

    /// Whether `bytes` are one whole JSON text of at most `maxValues` values, read keeping nothing.
    public static func isWhole(_ bytes: [UInt8], maxValues: Int) -> Bool { JSONParser.isWhole(bytes, maxValues: maxValues) }

    /// The value of `key` in an object.
    public subscript(key: String) -> JSONValue? {
        guard case .object(let pairs) = self else { return nil }
        return pairs.first { $0.key == key }?.value
    }

    /// An object's keys in order; empty for anything else.
    public var keys: [String] {
        guard case .object(let pairs) = self else { return [] }
        return pairs.map(\.key)
    }

    /// Text for a cell or a query parameter: strings bare, numbers and booleans as written, null as nil,
    /// arrays and objects as compact JSON.
    public var text: String? {
        switch self {
        case .null: return nil
        case .bool(let value): return value ? "true" : "false"
        case .number(let text): return text
        case .string(let text): return text
        case .array, .object: return String(decoding: serialized(), as: UTF8.self)
        }
    }

    /// Compact UTF-8 JSON.
    public func serialized() -> [UInt8] {
        var out: [UInt8] = []
        write(to: &out)
        return out
    }

    private func write(to out: inout [UInt8]) {
        switch self {
        case .null: out += Array("null".utf8)
        case .bool(let value): out += Array((value ? "true" : "false").utf8)
        case .number(let text): out += Array(text.utf8)
        case .string(let text): Self.writeString(text, to: &out)
        case .array(let items):
            out.append(UInt8(ascii: "["))
            for (index, item) in items.enumerated() {
                if index > 0 { out.append(UInt8(ascii: ",")) }
                item.write(to: &out)
            }
            out.append(UInt8(ascii: "]"))
        case .object(let pairs):
            out.append(UInt8(ascii: "{"))
            for (index, pair) in pairs.enumerated() {
                if index > 0 { out.append(UInt8(ascii: ",")) }
                Self.writeString(pair.key, to: &out)
                out.append(UInt8(ascii: ":"))
                pair.value.write(to: &out)
            }
            out.append(UInt8(ascii: "}"))
        }
    }

    private static func writeString(_ text: String, to out: inout [UInt8]) {
        let hex = Array("0123456789abcdef".utf8)
        out.append(UInt8(ascii: "\""))
        for byte in text.utf8 {
            switch byte {
            case UInt8(ascii: "\""): out += [92, 34]
            case 92: out += [92, 92]
            case 10: out += [92, UInt8(ascii: "n")]
            case 13: out += [92, UInt8(ascii: "r")]
            case 9: out += [92, UInt8(ascii: "t")]
            case 0..<32, 127: out += Array("\\u00".utf8) + [hex[Int(byte >> 4)], hex[Int(byte & 15)]]
            default: out.append(byte)
            }
        }
        out.append(UInt8(ascii: "\""))
    }

    /// Equal when they serialize alike (key order counts).
    public static func == (lhs: JSONValue, rhs: JSONValue) -> Bool { lhs.serialized() == rhs.serialized() }
}
