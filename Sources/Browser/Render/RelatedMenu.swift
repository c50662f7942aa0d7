import TerminalText

/// The detail pane's numbered menu of the lists an item leads to: `1 repos   2 followers   …`,
/// one digit each, so only the first `maxEntries` are offered.
enum RelatedMenu {
    /// Digits 1 to 9.
    static let maxEntries = 9

    /// The entries, sanitised and numbered, broken into lines of at most `width` columns between entries.
    static func lines(_ names: [String], width: Int) -> [String] {
        let entries = names.prefix(maxEntries).enumerated().map { "\($0.offset + 1) \(Sanitizer.clean($0.element))" }
        var lines: [String] = []
        var line = ""
        for entry in entries {
            let joined = line.isEmpty ? entry : line + "   " + entry
            if !line.isEmpty, DisplayWidth.of(joined) > width {
                lines.append(line)
                line = entry
            } else {
                line = joined
            }
        }
        if !line.isEmpty { lines.append(line) }
        return lines
    }
}
