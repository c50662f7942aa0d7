/// A screen size in character cells.
public struct TerminalSize: Sendable, Hashable {
    /// Columns.
    public var columns: Int
    /// Rows.
    public var rows: Int

    /// A size.
    public init(columns: Int, rows: Int) {
        self.columns = columns
        self.rows = rows
    }

    /// The smallest size the browser draws into; below it a notice asks for more room.
    public static let minimum = TerminalSize(columns: 20, rows: 5)

    /// Whether the browser fits.
    public var isUsable: Bool { columns >= Self.minimum.columns && rows >= Self.minimum.rows }
}
