/// How a layout change moved the rows: every row at or past `at` moved by `by` (up when negative).
///
/// A value; any thread.
public struct RowShift: Sendable, Equatable {
    /// The first row that moved (the old row index).
    public var at: Int
    /// How far it and every later row moved; rows added at the end show as a move of the end.
    public var by: Int

    /// A shift of `by` rows from `at`.
    public init(at: Int, by: Int) {
        self.at = at
        self.by = by
    }

    /// Nothing moved.
    public static let none = RowShift(at: 0, by: 0)
}
