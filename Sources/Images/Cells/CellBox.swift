/// A size in terminal cells that a picture must fit in.
public struct CellBox: Sendable, Hashable {
    /// Width in columns.
    public var columns: Int
    /// Height in rows; each row holds two pixels with half blocks.
    public var rows: Int

    /// A box of `columns` × `rows` cells.
    public init(columns: Int, rows: Int) {
        self.columns = columns
        self.rows = rows
    }

    /// The small in-row thumbnail: 2 × 1 cells, 2 × 2 pixels.
    public static let thumbnail = CellBox(columns: 2, rows: 1)
}
