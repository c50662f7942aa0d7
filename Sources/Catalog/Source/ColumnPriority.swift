/// Whether a column survives every width, or drops when the row is too narrow, and when.
///
/// A value; any thread.
public enum ColumnPriority: Sendable, Equatable {
    /// The column that matters most: it never drops and gets at least about 40% of the row.
    case primary
    /// A column that drops when its minimum does not fit: the lowest rank first, and of equal
    /// ranks the rightmost first.
    case secondary(drop: Int)
}
