import TerminalText

/// What a piece of the screen is, so that a theme can colour it: the renderer names roles, the
/// terminal canvas looks them up. Raw values are the `[theme]` keys in the config file.
public enum Role: String, Sendable, Hashable, CaseIterable {
    /// The selected row.
    case selection
    /// The status bar at the bottom.
    case status
    /// The active tab in the tab bar.
    case tab
    /// The column headers.
    case header
    /// A pane's title line (detail title, the help's heading).
    case title
    /// Error rows and messages.
    case error
    /// Secondary text: placeholders, the end of the list, notes.
    case dim
    /// A web link in the detail pane.
    case link
}

extension Role {
    /// The role of a help or detail line, which the panes mark with attributes alone: bold is
    /// a title, dim a note, underline a link.
    public static func paneLine(_ style: Style) -> Role? {
        if style.contains(.bold) { return .title }
        if style.contains(.dim) { return .dim }
        if style.contains(.underline) { return .link }
        return nil
    }
}
