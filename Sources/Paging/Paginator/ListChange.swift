/// How the rows of a list moved, for a view that addresses rows by index (the selection, the
/// first row on screen, a remembered position) and must keep pointing at the same items.
///
/// A value; any thread.
public enum ListChange: Sendable, Equatable {
    /// `count` rows were put in at row `at`: every row from `at` on moved down by `count`.
    case inserted(at: Int, count: Int)
    /// The list started over (a refresh asked while rate limited answered): no row points at
    /// the item it did, and what the view kept for the old rows goes.
    case replaced
}

extension ListChange {
    /// Where old row `row` is now: down by `count` when at or past `at`, else where it was;
    /// nil after `replaced` (no row holds its item any more). The one rule every holder of a
    /// row index moves by.
    public func moved(_ row: Int) -> Int? {
        switch self {
        case .inserted(let at, let count): row >= at ? row + count : row
        case .replaced: nil
        }
    }

    /// Where old rows `rows` are now: moved with their first row, their length kept (rows put in
    /// inside them belong to whoever asks for them next); nil after `replaced`.
    public func moved(_ rows: Range<Int>) -> Range<Int>? {
        moved(rows.lowerBound).map { $0..<($0 + rows.count) }
    }

    /// Rows the list gained (none for `replaced`, whose length is the new list's).
    public var added: Int {
        if case .inserted(_, let count) = self { count } else { 0 }
    }
}
