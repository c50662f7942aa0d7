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
