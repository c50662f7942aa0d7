import Catalog
import Paging

/// Which of a source's cells is the title, and whether its ids are numbers.
///
/// A plain value; any thread.
public struct PipeFields: Sendable, Equatable {
    /// The cell holding the title (GitHub login, Qiita title, Pokémon name).
    public var titleColumn: Int
    /// Whether `id` is written as a JSON number (GitHub, PokeAPI) rather than a string (Qiita).
    public var numericIDs: Bool
    /// Cells written in TSV after the URL: the columns a user gave (`pagetty url --column`).
    public var extraCells: Range<Int>
    /// The fields `--field` selects, by path in each item's JSON; when any, each line holds only
    /// them (TSV: their values in order; JSON lines: an object keyed by path).
    public var selected: [JSONPath] = []

    /// Fields for a source's items.
    public init(titleColumn: Int, numericIDs: Bool, extraCells: Range<Int> = 0..<0) {
        self.titleColumn = titleColumn
        self.numericIDs = numericIDs
        self.extraCells = extraCells
    }

    /// The largest integer a double holds exactly, 2^53.
    static let maxExactInteger: UInt64 = 1 << 53

    /// The line for `item` in `format`, newline included.
    public func line(for item: ListItem, format: PipeFormat) -> [UInt8] {
        if !selected.isEmpty { return selectedLine(for: item, format: format) }
        let title = item.cells.indices.contains(titleColumn) ? item.cells[titleColumn] : ""
        let url = item.webURL ?? ""
        switch format {
        case .tsv:
            let extra = extraCells.map { item.cells.indices.contains($0) ? item.cells[$0] : "" }
            return Array(([item.id, title, url] + extra).map(Self.tsv).joined(separator: "\t").utf8) + [0x0A]
        case .jsonl:
            // Only ids a JSON reader keeps exact (|n| <= 2^53) become numbers: jq and JavaScript read
            // numbers as doubles, so a snowflake id printed bare would come out as another id.
            let isNumber = numericIDs && !item.id.isEmpty && item.id.count < 19 && item.id.allSatisfy(\.isASCII)
                && Int64(item.id).map { $0.magnitude <= Self.maxExactInteger } == true
            var out = Array("{\"id\":".utf8)
            out += isNumber ? Array(item.id.utf8) : Self.jsonString(item.id)
            out += Array(",\"title\":".utf8) + Self.jsonString(title)
            out += Array(",\"url\":".utf8) + Self.jsonString(url)
            // Re-serialised, not copied: a C1 control is valid unescaped JSON, and inert only escaped.
            out += Array(",\"raw\":".utf8) + (item.raw.map(InertJSON.value) ?? Array("null".utf8))
            out += Array("}\n".utf8)
            return out
        }
    }

    /// A JSON string literal; controls, C1 and line separators as `\uXXXX` (see `InertJSON`).
    static func jsonString(_ text: String) -> [UInt8] { InertJSON.string(text) }

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
            // Line separators, bidi and zero-width controls (`SafeText.neverRaw`): as `\uXXXX`.
            case _ where SafeText.neverRaw(scalar): out += "\\u" + String(scalar.value, radix: 16)
            default: out.unicodeScalars.append(scalar)
            }
        }
        return out
    }

    static func hex(_ byte: UInt8) -> [UInt8] {
        let digits = Array("0123456789abcdef".utf8)
        return [digits[Int(byte >> 4)], digits[Int(byte & 0xF)]]
    }
}
