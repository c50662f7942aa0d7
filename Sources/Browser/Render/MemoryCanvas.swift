/// An in-memory grid of cells, for golden-screen tests and benchmarks.
public struct MemoryCanvas: Canvas, Sendable {
    /// One cell: its glyph text, or "" for the right half of a wide glyph.
    public struct Cell: Sendable, Equatable {
        /// The glyph's text.
        public var text: String
        /// The glyph's style.
        public var style: Style
    }

    /// The size.
    public let size: TerminalSize
    /// Cells, row after row.
    public private(set) var cells: [Cell]

    private static let asciiCells: [String] = (0..<128).map { String(UnicodeScalar(UInt8($0))) }

    /// A grid of spaces.
    public init(size: TerminalSize) {
        self.size = size
        cells = Array(repeating: Cell(text: " ", style: []), count: max(0, size.columns * size.rows))
    }

    /// The cell at column `x`, row `y`.
    public func cell(x: Int, y: Int) -> Cell { cells[y * size.columns + x] }

    public mutating func draw(_ run: TextRun, x: Int, y: Int, style: Style) {
        guard y >= 0, y < size.rows else { return }
        let rowStart = y * size.columns
        var column = x
        switch run.storage {
        case .ascii(let text):
            for byte in text.utf8 {
                guard column < size.columns else { return }
                if column >= 0 { cells[rowStart + column] = Cell(text: Self.asciiCells[Int(byte)], style: style) }
                column += 1
            }
        case .glyphs(let glyphs):
            for glyph in glyphs {
                // A wide glyph that would hang over the edge is not drawn half.
                guard column + glyph.width <= size.columns else { return }
                if column >= 0 {
                    cells[rowStart + column] = Cell(text: glyph.text, style: style)
                    if glyph.width == 2 { cells[rowStart + column + 1] = Cell(text: "", style: style) }
                }
                column += glyph.width
            }
        }
    }

    /// The rows as text, each ending in `|` so that widths can be checked by eye.
    public var text: String {
        var lines: [String] = []
        for y in 0..<size.rows {
            var line = ""
            for x in 0..<size.columns { line += cells[y * size.columns + x].text }
            lines.append(line + "|")
        }
        return lines.joined(separator: "\n") + "\n"
    }

    /// One row as text without the trailing spaces.
    public func line(_ y: Int) -> String {
        var line = ""
        for x in 0..<size.columns { line += cells[y * size.columns + x].text }
        while line.last == " " { line.removeLast() }
        return line
    }
}
