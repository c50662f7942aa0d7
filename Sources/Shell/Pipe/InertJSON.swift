import Catalog

/// JSON for a pipe that may end in a terminal: every string escapes U+0000–U+001F, U+007F–U+009F
/// and U+2028/U+2029 as `\uXXXX`, so no escape sequence (7-bit ESC or 8-bit C1 such as CSI, OSC,
/// ST) and no line separator reaches the terminal, whatever field a server hid it in.
///
/// Stateless; any thread.
enum InertJSON {
    /// `raw` (an item's JSON as the server sent it) re-serialised compactly as the same value, key
    /// order kept; a body that does not parse becomes a JSON string of its text, inert all the same.
    static func value(_ raw: [UInt8]) -> [UInt8] {
        var out: [UInt8] = []
        if let value = JSONValue.parse(raw) {
            write(value, to: &out)
        } else {
            out = string(String(decoding: raw, as: UTF8.self))
        }
        return out
    }

    /// A JSON string literal with every control, C1, DEL and line separator escaped.
    static func string(_ text: String) -> [UInt8] {
        var out: [UInt8] = [0x22]
        write(text, to: &out)
        return out
    }

    private static func write(_ value: JSONValue, to out: inout [UInt8]) {
        switch value {
        case .null: out += "null".utf8
        case .bool(let flag): out += (flag ? "true" : "false").utf8
        case .number(let text): out += text.utf8
        case .string(let text):
            out.append(0x22)
            write(text, to: &out)
        case .array(let items):
            out.append(UInt8(ascii: "["))
            for (index, item) in items.enumerated() {
                if index > 0 { out.append(UInt8(ascii: ",")) }
                write(item, to: &out)
            }
            out.append(UInt8(ascii: "]"))
        case .object(let pairs):
            out.append(UInt8(ascii: "{"))
            for (index, pair) in pairs.enumerated() {
                if index > 0 { out.append(UInt8(ascii: ",")) }
                out.append(0x22)
                write(pair.key, to: &out)
                out.append(UInt8(ascii: ":"))
                write(pair.value, to: &out)
            }
            out.append(UInt8(ascii: "}"))
        }
    }

    /// The body of a string literal and its closing quote (the opening one is the caller's).
    private static func write(_ text: String, to out: inout [UInt8]) {
        for scalar in text.unicodeScalars {
            switch scalar.value {
            case 0x22: out += [0x5C, 0x22]
            case 0x5C: out += [0x5C, 0x5C]
            case 0x0A: out += [0x5C, 0x6E]
            case 0x09: out += [0x5C, 0x74]
            case 0x0D: out += [0x5C, 0x72]
            case _ where SafeText.neverRaw(scalar):
                out += "\\u".utf8
                out += String(scalar.value, radix: 16).leftPadded(to: 4).utf8
            default: out += String(scalar).utf8
            }
        }
        out.append(0x22)
    }
}

extension String {
    fileprivate func leftPadded(to width: Int) -> String {
        count >= width ? self : String(repeating: "0", count: width - count) + self
    }
}
