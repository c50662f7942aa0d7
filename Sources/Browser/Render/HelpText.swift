import TerminalText

/// The key help: the `?` pane's lines, and the bindings the manual page's KEYS section lists, so
/// the two cannot drift apart.
public enum HelpText {
    /// The bindings, in the pane's order: the keys as typed, and what they do.
    public static let bindings: [(keys: String, meaning: String)] = [
        ("j / ↓, k / ↑", "next, previous row"),
        ("space / PgDn, b / PgUp", "page down, up"),
        ("Ctrl-D, Ctrl-U", "half a page down, up"),
        ("g / Home, G / End", "first, last row"),
        ("Enter", "item detail (Esc closes)"),
        ("o", "open the web page"),
        ("y", "copy the URL (when enabled)"),
        ("/", "filter loaded rows (Esc clears)"),
        ("r, R", "refresh, retry now"),
        ("t", "row thumbnails (100+ columns)"),
        ("1 2 3, Tab, Shift-Tab", "switch source"),
        ("?", "this help (any key closes)"),
        ("q / Esc", "quit"),
    ]

    /// The note under the bindings.
    public static let mouse = "Mouse: the wheel scrolls, a click selects."

    /// The pane's lines: a title, the bindings in two columns (keys padded to 21), the note.
    static let lines: [(String, Style)] =
        [("Keys", .bold), ("", [])]
        + bindings.map { binding -> (String, Style) in
            let pad = String(repeating: " ", count: max(0, 21 - binding.keys.count))
            return ("  " + binding.keys + pad + " " + binding.meaning, [])
        }
        + [("", []), (mouse, .dim)]
}
