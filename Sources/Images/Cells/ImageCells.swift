/// A picture as a grid of half-block cells, pure data: the renderer decides where it goes.
///
/// Draw it with `render(mode:)`: row r of the result goes on screen row top + r, cell c at column left + c.
public struct ImageCells: Sendable, Hashable {
    /// Width in cells.
    public let columns: Int
    /// Height in cells.
    public let rows: Int
    /// columns × rows cells, row-major.
    public let cells: [HalfBlock]

    /// A grid over `cells`; the count must be columns × rows.
    public init(columns: Int, rows: Int, cells: [HalfBlock]) {
        precondition(columns >= 0 && rows >= 0 && cells.count == columns * rows)
        self.columns = columns
        self.rows = rows
        self.cells = cells
    }

    /// The cell at `column`, `row`.
    public subscript(column: Int, row: Int) -> HalfBlock { cells[row * columns + column] }

    /// Bytes held, for cache accounting.
    public var byteCount: Int { cells.count * MemoryLayout<HalfBlock>.stride + 64 }

    /// Glyph rows for `mode`: `▀` with fg = upper pixel and bg = lower pixel; `▄` or a space where
    /// a pixel is transparent. `.noColor` gives no rows: draw nothing (or a text placeholder).
    public func render(mode: ColorMode) -> [[CellGlyph]] {
        guard mode != .noColor else { return [] }
        func color(_ rgb: RGB?) -> TerminalColor? {
            guard let rgb else { return nil }
            return mode == .truecolor ? .rgb(rgb) : .indexed(XtermPalette.index(of: rgb))
        }
        return (0..<rows).map { row in
            (0..<columns).map { column in
                let cell = self[column, row]
                switch (cell.upper, cell.lower) {
                case (nil, nil): return CellGlyph(character: " ", foreground: nil, background: nil)
                case (nil, let lower?): return CellGlyph(character: "▄", foreground: color(lower), background: nil)
                case (let upper, let lower): return CellGlyph(character: "▀", foreground: color(upper), background: color(lower))
                }
            }
        }
    }
}
