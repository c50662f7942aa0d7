/// A JSON value whose objects keep their key order, because the real APIs' key order is part of what clients see.
enum JSON: Sendable, Equatable {
    case null
    case bool(Bool)
    case int(Int)
    case string(String)
    case array([JSON])
    case object([(String, JSON)])

    static func == (lhs: JSON, rhs: JSON) -> Bool { lhs.serialized() == rhs.serialized() }

    /// Wraps an optional string as `null` or a string.
    static func optional(_ value: String?) -> JSON { value.map(JSON.string) ?? .null }

    /// The compact UTF-8 serialization, slashes unescaped like the real servers.
    func serialized() -> [UInt8] {
        var out: [UInt8] = []
        out.reserveCapacity(1024)
        write(to: &out)
        return out
    }

    private func write(to out: inout [UInt8]) {
        switch self {
        case .null: out.append(contentsOf: "null".utf8)
        case .bool(let b): out.append(contentsOf: (b ? "true" : "false").utf8)
        case .int(let i): out.append(contentsOf: String(i).utf8)
        case .string(let s): JSON.writeString(s, to: &out)
        case .array(let items):
            out.append(UInt8(ascii: "["))
            for (i, item) in items.enumerated() {
                if i > 0 { out.append(UInt8(ascii: ",")) }
                item.write(to: &out)
            }
            out.append(UInt8(ascii: "]"))
        case .object(let pairs):
            out.append(UInt8(ascii: "{"))
            for (i, (key, value)) in pairs.enumerated() {
                if i > 0 { out.append(UInt8(ascii: ",")) }
                JSON.writeString(key, to: &out)
                out.append(UInt8(ascii: ":"))
                value.write(to: &out)
            }
            out.append(UInt8(ascii: "}"))
        }
    }

    private static let hex: [UInt8] = Array("0123456789abcdef".utf8)

    private static func writeString(_ s: String, to out: inout [UInt8]) {
        out.append(UInt8(ascii: "\""))
        var s = s
        s.withUTF8 { bytes in
            // Most strings need no escaping: copy them whole (this runs for every field of every page).
            var clean = true
            var i = 0
            while i < bytes.count {
                let b = bytes[i]
                if b < 32 || b == 34 || b == 92 || b == 127 { clean = false; break }
                i += 1
            }
            if clean {
                out.append(contentsOf: bytes)
                return
            }
            for byte in bytes {
                switch byte {
                case UInt8(ascii: "\""): out.append(contentsOf: [92, 34])
                case 92: out.append(contentsOf: [92, 92])
                case 10: out.append(contentsOf: [92, UInt8(ascii: "n")])
                case 13: out.append(contentsOf: [92, UInt8(ascii: "r")])
                case 9: out.append(contentsOf: [92, UInt8(ascii: "t")])
                case 0..<32, 127:
                    out.append(contentsOf: Array("\\u00".utf8))
                    out.append(hex[Int(byte >> 4)])
                    out.append(hex[Int(byte & 15)])
                default: out.append(byte)
                }
            }
        }
        out.append(UInt8(ascii: "\""))
    }
}
