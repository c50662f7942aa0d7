import Images
import TerminalText
import Theming

/// An in-memory grid of cells, for golden-screen tests and benchmarks.
public struct MemoryCanvas: Canvas, Sendable {
    /// One cell as tests see it: its glyph text ("" for the right half of a wide glyph), its style.
    public struct Cell: Sendable, Equatable {
        /// The glyph's text.
        public var text: String
        /// The glyph's style.
        public var style: Style
        /// What the renderer said the text is (nil: plain).
        public var role: Role? = nil
        /// A picture cell's ink colour.
        public var foreground: TerminalColor? = nil
        /// A picture cell's paper colour.
        public var background: TerminalColor? = nil
    }

    // Stored compactly so that a frame is integer stores: the first scalar (0 for the right
    // half of a wide glyph), the style, and whether `marks` holds the full glyph text.
    private struct Stored: Sendable {
        var scalar: UInt32
        var style: Style
        var hasMarks: Bool
        var role: Role? = nil
    }

    /// The size.
    public let size: TerminalSize
    private var stored: [Stored]
    private var marks: [Int: String] = [:]
    // Picture cells only, so that text frames stay integer stores.
    private var colors: [Int: (foreground: TerminalColor?, background: TerminalColor?)] = [:]

    /// A grid of spaces.
    public init(size: TerminalSize) {
        self.size = size
        stored = Array(repeating: Stored(scalar: 0x20, style: [], hasMarks: false), count: max(0, size.columns * size.rows))
    }

    /// The cell at column `x`, row `y`.
    public func cell(x: Int, y: Int) -> Cell {
        let index = y * size.columns + x
        let cell = stored[index]
        let color = colors[index]
        if cell.hasMarks, let text = marks[index] {
            return Cell(text: text, style: cell.style, role: cell.role, foreground: color?.foreground,
                        background: color?.background)
        }
        let text = cell.scalar == 0 ? "" : String(Character(Unicode.Scalar(cell.scalar)!))
        return Cell(text: text, style: cell.style, role: cell.role, foreground: color?.foreground,
                    background: color?.background)
    }

    public mutating func draw(_ glyph: CellGlyph, x: Int, y: Int) {
        guard y >= 0, y < size.rows, x >= 0, x < size.columns else { return }
        let index = y * size.columns + x
        put(glyph.character.unicodeScalars.first?.value ?? 0x20, at: index, style: [], role: nil)
        if glyph.foreground != nil || glyph.background != nil {
            colors[index] = (glyph.foreground, glyph.background)
        }
    }

    public mutating func draw(_ run: TextRun, x: Int, y: Int, style: Style, role: Role?) {
        guard y >= 0, y < size.rows else { return }
        let rowStart = y * size.columns
        var column = x
        fill(run.leadingSpaces, at: &column, rowStart: rowStart, style: style, role: role)
        switch run.storage {
        case .ascii(let text):
            for byte in text.utf8 {
                guard column < size.columns else { return }
                if column >= 0 { put(UInt32(byte), at: rowStart + column, style: style, role: role) }
                column += 1
            }
        case .glyphs(let glyphs):
            for glyph in glyphs {
                // A wide glyph that would hang over the edge is not drawn half.
                guard column + glyph.width <= size.columns else { return }
                if column >= 0 {
                    let scalars = glyph.text.unicodeScalars
                    put(scalars.first?.value ?? 0x20, at: rowStart + column, style: style, role: role)
                    if scalars.count > 1 {
                        stored[rowStart + column].hasMarks = true
                        marks[rowStart + column] = glyph.text
                    }
                    if glyph.width == 2 { put(0, at: rowStart + column + 1, style: style, role: role) }
                }
                column += glyph.width
            }
        }
        fill(run.trailingSpaces, at: &column, rowStart: rowStart, style: style, role: role)
    }

    private mutating func fill(_ count: Int, at column: inout Int, rowStart: Int, style: Style, role: Role?) {
        for _ in 0..<max(0, count) {
            guard column < size.columns else { return }
            if column >= 0 { put(0x20, at: rowStart + column, style: style, role: role) }
            column += 1
        }
    }

    private mutating func put(_ scalar: UInt32, at index: Int, style: Style, role: Role?) {
        if stored[index].hasMarks { marks[index] = nil }
        if !colors.isEmpty { colors[index] = nil }
        stored[index] = Stored(scalar: scalar, style: style, hasMarks: false, role: role)
    }

    /// The rows as text, each ending in `|` so that widths can be checked by eye.
    public var text: String {
        var lines: [String] = []
        for y in 0..<size.rows {
            var line = ""
            for x in 0..<size.columns { line += cell(x: x, y: y).text }
            lines.append(line + "|")
        }
        return lines.joined(separator: "\n") + "\n"
    }

    /// Every coloured cell, one a line ("x,y ▀ fg #ff0000 bg 196"), top to bottom: golden
    /// screens show pictures as characters, and this says what colours they carry.
    public var colorLegend: String {
        var lines: [String] = []
        for index in colors.keys.sorted() {
            let color = colors[index]!
            let cell = self.cell(x: index % size.columns, y: index / size.columns)
            lines.append("\(index % size.columns),\(index / size.columns) \(cell.text) fg \(Self.name(color.foreground)) bg \(Self.name(color.background))")
        }
        return lines.map { $0 + "\n" }.joined()
    }

    private static func name(_ color: TerminalColor?) -> String {
        switch color {
        case .rgb(let rgb)?:
            let hex = [rgb.red, rgb.green, rgb.blue].map { String($0, radix: 16) }.map { $0.count == 1 ? "0" + $0 : $0 }
            return "#" + hex.joined()
        case .indexed(let index)?: return "\(index)"
        case nil: return "default"
        }
    }

    /// One row as text without the trailing spaces.
    public func line(_ y: Int) -> String {
        var line = ""
        for x in 0..<size.columns { line += cell(x: x, y: y).text }
        while line.last == " " { line.removeLast() }
        return line
    }
}
