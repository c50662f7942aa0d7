/// One cell ready to draw: a character with a foreground and a background.
public struct CellGlyph: Sendable, Hashable {
    /// `▀`, `▄` or a space.
    public var character: Character
    /// The ink colour; nil keeps the terminal's default.
    public var foreground: TerminalColor?
    /// The paper colour; nil keeps the terminal's default, so transparency shows the pane behind.
    public var background: TerminalColor?

    /// A glyph from its parts.
    public init(character: Character, foreground: TerminalColor?, background: TerminalColor?) {
        self.character = character
        self.foreground = foreground
        self.background = background
    }
}
