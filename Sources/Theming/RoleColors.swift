import Images

/// One role's colours; nil is the terminal's default colour.
public struct RoleColors: Sendable, Hashable {
    /// The ink.
    public var foreground: TerminalColor?
    /// The paper.
    public var background: TerminalColor?

    /// Colours for a role.
    public init(foreground: TerminalColor? = nil, background: TerminalColor? = nil) {
        self.foreground = foreground
        self.background = background
    }
}
