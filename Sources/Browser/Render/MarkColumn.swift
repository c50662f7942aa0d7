import TerminalText
import Theming

/// The picker's mark column: a fixed two-cell prefix left of the list's columns (right of a
/// thumbnail), drawn only while picking, so the browser's own rows keep every cell they had.
enum MarkColumn {
    /// Cells the column takes: the mark and a space.
    static let width = 2
    /// The mark of a marked row (ASCII: one cell on every terminal, as fzf's `>`).
    static let glyph = "*"

    /// Cells to leave for the column in `screen`.
    static func inset(_ screen: Screen) -> Int { screen.marks == nil ? 0 : width }

    /// Draws row `offset`'s mark at `x`, in the row's selection colours when it is selected.
    static func draw(_ screen: Screen, offset: Int, x: Int, y: Int, style: Style, selected: Bool,
                     into canvas: inout some Canvas) {
        guard let marks = screen.marks else { return }
        let marked = offset < marks.count && marks[offset]
        canvas.draw(TextRun(fitting: marked ? glyph : "", width: width), x: x, y: y,
                    style: marked ? style.union(.bold) : style, role: selected ? .selection : nil)
    }
}
