import Images
import TerminalText

/// What the picture area of a frame shows: pure data, already in the terminal's colour mode.
public enum Picture: Sendable, Equatable {
    /// Asked for, not here yet.
    case loading
    /// Glyph rows to draw top-left in the picture box.
    case glyphs([[CellGlyph]])
    /// One line saying why there is no picture ("no picture", "picture not found").
    case note(String)
}
