import Images
import TerminalText
import Theming

/// Where a frame is drawn: every cell of every row, every frame.
///
/// The renderer writes each row from column 0 to the right edge, so a canvas never needs
/// clearing and a terminal canvas can leave the difference to its library.
public protocol Canvas {
    /// The drawable size.
    var size: TerminalSize { get }
    /// Writes `run` with its left edge at column `x` of row `y`; cells past the edge are dropped.
    /// `role` says what the text is, for a theme's colours (nil: plain text).
    mutating func draw(_ run: TextRun, x: Int, y: Int, style: Style, role: Role?)
    /// Writes one picture cell (a half block or a space in its colours) at column `x` of row `y`.
    mutating func draw(_ glyph: CellGlyph, x: Int, y: Int)
}

extension Canvas {
    /// Writes plain text (no role): what most of the screen is.
    public mutating func draw(_ run: TextRun, x: Int, y: Int, style: Style) {
        draw(run, x: x, y: y, style: style, role: nil)
    }
}
