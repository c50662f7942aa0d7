import Paging

/// Which of a source's cells is the title, and whether its ids are numbers.
///
/// A plain value; any thread.
public struct PipeFields: Sendable, Equatable {
    /// The cell holding the title (GitHub login, Qiita title, Pokémon name).
    public var titleColumn: Int
    /// Whether `id` is written as a JSON number (GitHub, PokeAPI) rather than a string (Qiita).
    public var numericIDs: Bool

    /// Fields for a source's items.
    public init(titleColumn: Int, numericIDs: Bool) {
        self.titleColumn = titleColumn
        self.numericIDs = numericIDs
    }

    /// The largest integer a double holds exactly, 2^53.
    static let maxExactInteger: UInt64 = 1 << 53

    /// The line for `item` in `format`, newline included.
    public func line(for item: ListItem, format: PipeFormat) -> [UInt8] {
        let title = item.cells.indices.contains(titleColumn) ? item.cells[titleColumn] : ""
        let url = item.webURL ?? ""
        switch format {
        case .tsv:
            return Array([Self.tsv(item.id), Self.tsv(title), Self.tsv(url)].joined(separator: "\t").utf8) + [0x0A]
        case .jsonl:
            // Only ids a JSON reader keeps exact (|n| <= 2^53) become numbers: jq and JavaScript read
            // numbers as doubles, so a snowflake id printed bare would come out as another id.
            let isNumber = numericIDs && !item.id.isEmpty && item.id.count < 19 && item.id.allSatisfy(\.isASCII)
                && Int64(item.id).map { $0.magnitude <= Self.maxExactInteger } == true
            var out = Array("{\"id\":".utf8)
            out += isNumber ? Array(item.id.utf8) : Self.jsonString(item.id)
            out += Array(",\"title\":".utf8) + Self.jsonString(title)
            out += Array(",\"url\":".utf8) + Self.jsonString(url)
            out += Array(",\"raw\":".utf8) + Self.oneLine(item.raw ?? Array("null".utf8))
            out += Array("}\n".utf8)
            return out
        }
    }

    /// A JSON string literal; controls as `\uXXXX`, so no terminal escape survives.
    static func jsonString(_ text: String) -> [UInt8] {
        var out: [UInt8] = [0x22]
        for byte in text.utf8 {
            switch byte {
            case 0x22: out += [0x5C, 0x22]
            case 0x5C: out += [0x5C, 0x5C]
            case 0x0A: out += [0x5C, 0x6E]
            case 0x09: out += [0x5C, 0x74]
            case 0x0D: out += [0x5C, 0x72]
            case 0..<0x20, 0x7F: out += Array("\\u00".utf8) + hex(byte)
            default: out.append(byte)
            }
        }
        out.append(0x22)
        return out
    }

    /// A TSV cell: the separators and controls escaped, so each item stays one line of three cells.
    static func tsv(_ text: String) -> String {
        var out = ""
        for scalar in text.unicodeScalars {
            switch scalar {
            case "\\": out += "\\\\"
            case "\t": out += "\\t"
            case "\n": out += "\\n"
            case "\r": out += "\\r"
            case "\u{0}"..."\u{1F}", "\u{7F}"..."\u{9F}":
                out += "\\x" + String(decoding: hex(UInt8(truncatingIfNeeded: scalar.value)), as: UTF8.self)
            default: out.unicodeScalars.append(scalar)
            }
        }
        return out
    }

    /// Raw JSON on one line: a line break in valid JSON is whitespace (strings cannot hold one).
    static func oneLine(_ raw: [UInt8]) -> [UInt8] {
        raw.map { $0 == 0x0A || $0 == 0x0D ? 0x20 : $0 }
    }

    static func hex(_ byte: UInt8) -> [UInt8] {
        let digits = Array("0123456789abcdef".utf8)
        return [digits[Int(byte >> 4)], digits[Int(byte & 0xF)]]
    }
}
