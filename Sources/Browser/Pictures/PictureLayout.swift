import Images

/// Where the detail pane's picture goes: a box at the pane's top left, text to its right.
enum PictureLayout {
    /// Largest box: 24 columns × 12 rows (24 × 24 pixels, near square on screen).
    static let largest = CellBox(columns: 24, rows: 12)
    /// Columns between the picture and the text.
    static let gap = 2

    /// The box for a terminal size; nil when the pane is too small for a useful picture.
    static func box(for size: TerminalSize) -> CellBox? {
        // The text keeps at least two thirds of the width.
        let columns = min(largest.columns, size.columns / 3)
        let rows = min(largest.rows, Layout.listHeight(for: size) - 1, (columns + 1) / 2)
        guard columns >= 6, rows >= 3 else { return nil }
        return CellBox(columns: columns, rows: rows)
    }
}
