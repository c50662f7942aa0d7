import TerminalText

/// The `?` pane's lines.
enum HelpText {
    static let lines: [(String, Style)] = [
        ("Keys", .bold),
        ("", []),
        ("  j / ↓, k / ↑          next, previous row", []),
        ("  space / PgDn, b / PgUp page down, up", []),
        ("  Ctrl-D, Ctrl-U        half a page down, up", []),
        ("  g / Home, G / End     first, last row", []),
        ("  Enter                 item detail (Esc closes)", []),
        ("  o                     open the web page", []),
        ("  y                     copy the URL (when enabled)", []),
        ("  /                     filter loaded rows (Esc clears)", []),
        ("  r, R                  refresh, retry now", []),
        ("  t                     row thumbnails (100+ columns)", []),
        ("  1 2 3, Tab, Shift-Tab switch source", []),
        ("  ?                     this help (any key closes)", []),
        ("  q / Esc               quit", []),
        ("", []),
        ("Mouse: the wheel scrolls, a click selects.", .dim),
    ]

    /// The picker's (`--pick`) lines: Enter chooses, Tab marks; the rest as in the browser.
    static let pickLines: [(String, Style)] = [("Picking (--pick)", .bold), ("", [])]
        + [
            ("  Enter                 print the marked rows (or this one) and exit", []),
            ("  Tab, Shift-Tab        mark or unmark, then next, previous row", []),
            ("  / then Enter          filter, keep it; Enter again picks", []),
            ("  q / Esc, Ctrl-C       exit printing nothing (status 1, 130)", []),
            ("", []),
        ]
        + lines.filter { line in
            !["  Enter ", "  1 2 3, Tab", "  q / Esc"].contains { line.0.hasPrefix($0) }
        }
}
