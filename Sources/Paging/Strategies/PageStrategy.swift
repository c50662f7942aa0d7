/// How a list is cut into pages: the first key and the key after each page.
///
/// Strategies are plain values; any thread.
public protocol PageStrategy: Sendable {
    /// The key of the first page.
    var first: PageKey { get }
    /// The step after the page loaded with `key`.
    func next(after key: PageKey, page: PageSummary) -> PageStep
    /// The key of page `index` (0-based) when pages can be reached directly, else nil.
    func key(forPage index: Int) -> PageKey?
    /// The key asking for `limit` items from item `offset`, when the strategy can address it.
    func key(forItemOffset offset: Int, limit: Int) -> PageKey?
    /// Items per page when every page but the last is full; nil when pages vary.
    var pageSize: Int? { get }
    /// Pages the server will serve at most, and what to tell the user at that wall.
    var pageCap: (pages: Int, notice: String)? { get }
    /// This strategy for a server that serves `pageSize` items a page whatever was asked.
    func serving(pageSize: Int) -> any PageStrategy
}

extension PageStrategy {
    /// Sequential strategies cannot jump.
    public func key(forPage index: Int) -> PageKey? { nil }
    /// Sequential strategies cannot jump.
    public func key(forItemOffset offset: Int, limit: Int) -> PageKey? { nil }
    /// Sequential strategies have no fixed size.
    public var pageSize: Int? { nil }
    /// No cap unless a strategy says so.
    public var pageCap: (pages: Int, notice: String)? { nil }
    /// Strategies without a fixed size page the same at any size.
    public func serving(pageSize: Int) -> any PageStrategy { self }

    /// The common end checks: an empty page, or the server saying nothing follows.
    func ends(_ page: PageSummary) -> Bool { page.count == 0 || page.more == false }
}
