import Images
import TerminalText
import Theming

/// Draws the detail pane: the picture (or its placeholder) at the top left, the text beside it.
enum DetailPane {
    /// Where the text starts and how wide it is, given what the picture area shows.
    static func textFrame(picture: Picture?, size: TerminalSize) -> (x: Int, width: Int) {
        guard let box = pictureBox(picture, size: size) else { return (0, size.columns) }
        let x = box.columns + PictureLayout.gap
        return (x, size.columns - x)
    }

    /// The text lines, wrapped to the text column; a note goes under the title.
    /// `body` is used when it was wrapped to the text width.
    static func lines(_ content: Screen.DetailContent, picture: Picture?, size: TerminalSize,
                      body: WrappedBody? = nil) -> [(String, Style)] {
        let width = textFrame(picture: picture, size: size).width
        var lines = DetailText.lines(content, width: width, body: body?.width == width ? body?.lines : nil)
        if case .note(let note)? = picture { lines.insert((note, .dim), at: min(1, lines.count)) }
        return lines
    }

    static func draw(_ content: Screen.DetailContent, scroll: Int, picture: Picture?, body: WrappedBody?,
                     top: Int, height: Int, into canvas: inout some Canvas) {
        let size = canvas.size
        let lines = self.lines(content, picture: picture, size: size, body: body)
        let text = textFrame(picture: picture, size: size)
        let box = pictureBox(picture, size: size)
        for offset in 0..<height {
            let y = top + offset
            if let box, let picture {
                drawPictureRow(picture, row: offset, box: box, y: y, into: &canvas)
            }
            let index = scroll + offset
            let (line, style) = index < lines.count ? lines[index] : ("", [])
            // A failed fetch's first line is its error message, not a title.
            let failed = if case .failed = content { index == 0 } else { false }
            canvas.draw(TextRun(fitting: line, width: text.width), x: text.x, y: y, style: style,
                        role: failed ? .error : Role.paneLine(style))
        }
    }

    /// The box when the picture area takes a column: loading or drawn, and room for it.
    private static func pictureBox(_ picture: Picture?, size: TerminalSize) -> CellBox? {
        switch picture {
        case .loading?, .glyphs?: return PictureLayout.box(for: size)
        case .note?, nil: return nil
        }
    }

    /// One screen row of the picture column, the gap included: every cell is written.
    private static func drawPictureRow(_ picture: Picture, row: Int, box: CellBox, y: Int,
                                       into canvas: inout some Canvas) {
        let width = box.columns + PictureLayout.gap
        switch picture {
        case .glyphs(let rows) where row < min(rows.count, box.rows):
            let glyphs = rows[row].prefix(box.columns)
            for (column, glyph) in glyphs.enumerated() { canvas.draw(glyph, x: column, y: y) }
            canvas.draw(.blank(width - glyphs.count), x: glyphs.count, y: y, style: [])
        case .loading where row == box.rows / 2:
            canvas.draw(TextRun(fitting: "loading picture…", width: box.columns), x: 0, y: y, style: .dim, role: .dim)
            canvas.draw(.blank(PictureLayout.gap), x: box.columns, y: y, style: [])
        default:
            canvas.draw(.blank(width), x: 0, y: y, style: [])
        }
    }
}
