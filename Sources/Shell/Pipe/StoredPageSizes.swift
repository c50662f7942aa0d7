/// Which page size pipe mode reads a list at offline, when `--limit` chose the size it asks
/// (a small limit needs no 100-item pages) and the cache holds the list at other sizes only.
///
/// A value; any thread. Pure: the sizes whose first page is stored come in as an argument.
public struct StoredPageSizes: Sendable, Equatable {
    /// The page sizes whose first page the cache holds.
    public let sizes: Set<Int>

    /// The sizes given.
    public init(_ sizes: Set<Int>) {
        self.sizes = sizes
    }

    /// The sizes a limit may choose (`min(limit, 100)`), the only ones worth looking for.
    public static let candidates = 1...100

    /// The size to read at when the network does not answer: the smallest stored size that
    /// holds `wanted` rows a page (the fewest rows read for the same pages), else the largest
    /// (its rows are all there are; the first page missing then says why); nil when none is stored.
    public func offline(wanted: Int) -> Int? {
        sizes.filter { $0 >= wanted }.min() ?? sizes.max()
    }
}
