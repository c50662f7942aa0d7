/// How the rows of a list moved, for a view that addresses rows by index (the selection, the
/// first row on screen, a remembered position) and must keep pointing at the same items.
///
/// The rule (`moved`): rows before a change stay; rows past it move by the rows put in or taken
/// out; a row that was taken out lands on `at`, the row that took its place (the first one after
/// those removed), as the selection of a list whose selected row goes lands on the next one.
/// Whoever kept more than a place for such a row (the detail pane, showing its item) asks
/// `removes` and lets it go. A removal is its own case, not a negative insertion: the rows inside
/// it have a rule of their own, and every `switch` has to say what it does with them.
///
/// A value; any thread.
public enum ListChange: Sendable, Equatable {
    /// `count` rows were put in at row `at`: every row from `at` on moved down by `count`.
    case inserted(at: Int, count: Int)
    /// Rows `at..<at + count` went (placeholders a page answered short of, pages past a smaller
    /// or wrong total): every row past them moved up by `count`, and each of them lands on `at`.
    case removed(at: Int, count: Int)
    /// The list started over (a refresh asked while rate limited answered): no row points at
    /// the item it did, and what the view kept for the old rows goes.
    case replaced
}

extension ListChange {
    /// Where old row `row` is now: down by `count` when at or past an insertion's `at`; up by
    /// `count` when past a removal, on `at` when one of the rows removed; else where it was;
    /// nil after `replaced` (no row holds its item any more). The one rule every holder of a
    /// row index moves by.
    public func moved(_ row: Int) -> Int? {
        switch self {
        case .inserted(let at, let count): row >= at ? row + count : row
        case .removed(let at, let count): row >= at + count ? row - count : min(row, at)
        case .replaced: nil
        }
    }

    /// Where old rows `rows` are now: moved with their first row, their length kept (rows put in
    /// inside them belong to whoever asks for them next, and rows taken out of them are made up
    /// by the rows after); nil after `replaced`.
    public func moved(_ rows: Range<Int>) -> Range<Int>? {
        moved(rows.lowerBound).map { $0..<($0 + rows.count) }
    }

    /// Whether old row `row` went with its item: one of a removal's rows, or any row of a list
    /// that started over.
    public func removes(_ row: Int) -> Bool {
        switch self {
        case .inserted: false
        case .removed(let at, let count): row >= at && row < at + count
        case .replaced: true
        }
    }

    /// Rows the list gained, negative for rows it lost (0 for `replaced`, whose length is the new list's).
    public var added: Int {
        switch self {
        case .inserted(_, let count): count
        case .removed(_, let count): -count
        case .replaced: 0
        }
    }
}
