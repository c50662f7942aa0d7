/// How a layout change moved the rows: `by` rows put in at `at` (every row from `at` on moved
/// down), or, when negative, rows `at..<at - by` taken out (every row past them moved up).
///
/// A value; any thread.
public struct RowShift: Sendable, Equatable {
    /// The first row that moved or went (the old row index).
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
