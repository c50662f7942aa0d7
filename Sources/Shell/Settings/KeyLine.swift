import Foundation

/// Where a key of a table is written in TOML text: TOMLKit reports lines for syntax errors
/// only, and a value it accepted can still be one pagetty refuses (a theme colour).
///
/// Stateless; any thread. A plain line scan, good for the usual spellings: `key = …` under
/// `[table]`, `table.key = …` at the top, or an inline `table = { key = … }`.
enum KeyLine {
    /// The 1-based line of `key` in `table`; else the table's header line; else 0.
    static func find(key: String, table: String, in text: String) -> Int {
        var current = ""
        var headerLine = 0
        let quotes = CharacterSet(charactersIn: "\"' \t")
        for (index, raw) in text.split(separator: "\n", omittingEmptySubsequences: false).enumerated() {
            let line = raw.trimmingCharacters(in: .whitespaces)
            if line.hasPrefix("[") {
                let header = line.dropFirst().prefix { $0 != "]" }
                current = header.trimmingCharacters(in: quotes)
                if current == table { headerLine = index + 1 }
                continue
            }
            let name = line.prefix { $0 != "=" }.trimmingCharacters(in: quotes)
            if current == table, name == key { return index + 1 }
            if current.isEmpty, name == "\(table).\(key)" { return index + 1 }
            if current.isEmpty, name == table, line.contains(key) { return index + 1 }
        }
        return headerLine
    }
}
