import Images

/// Where a frame is drawn: every cell of every row, every frame.
///
/// The renderer writes each row from column 0 to the right edge, so a canvas never needs
/// clearing and a terminal canvas can leave the difference to its library.
public protocol Canvas {
    /// The drawable size.
    var size: TerminalSize { get }
    /// Writes `run` with its left edge at column `x` of row `y`; cells past the edge are dropped.
    mutating func draw(_ run: TextRun, x: Int, y: Int, style: Style)
    /// Writes one picture cell (a half block or a space in its colours) at column `x` of row `y`.
    mutating func draw(_ glyph: CellGlyph, x: Int, y: Int)
}
