import Networking

/// The list a paginator pages, as a value: its layout, keys, totals, notices, the rows the view
/// last showed and how it moves, and the loads in flight; an answer changes it with no actor, clock
/// or transport (`apply(_:to:key:maxItems:)`), and so does every other event (`handle(_:gate:)`).
struct PagingState: Sendable {
    /// Pages laid out ahead from a total at most (10 million items of 100).
    static let maxLaidOutPages = 100_000

    /// The source's strategy: every page key comes from it.
    var strategy: any PageStrategy
    /// What a next link is resolved against.
    var base: APIBase
    /// The knobs: how far ahead to load, how many loads at once, when to retry, what to keep.
    var configuration: PagingConfiguration

    /// The list: its pages in order, with the rows and item offsets each covers.
    var layout = PageLayout()
    /// The ids of the items in memory.
    var heldIDs: Set<String> = []
    /// The ids of the pages let go once written (`letGo(before:)`), as digests: still skipped if seen again.
    var passedIDs = FollowedIDs()
    /// The ids an earlier run of a resumed dump wrote last (`IDDigest.short`): skipped wherever they come.
    var writtenBefore: Set<String> = []
    /// Rows skipped because an earlier run of a resumed dump wrote them (`passOver(writtenBefore:)`).
    var skippedWrittenBefore = 0
    /// The rows written and let go (`letGo(before:)`): never loaded again.
    var passedRows = 0
    /// The last page let go and its last item's id: what a gap after it is said to follow.
    var lastLetGo: (slot: Int, id: String)?
    /// The key of the next page at the end; nil when none is to be read there.
    var nextKey: PageKey?
    /// The keys read at the end so far: a next link back to one of them ends the list.
    var usedKeys: Set<PageKey> = []
    /// Items answered again while held (the list moved under the reads).
    var duplicates = 0
    /// What the answers taught about the server's pages and its total.
    var plan = PagePlan()
    /// Following: items waiting for the load in flight to end.
    var followed = FollowedRows()
    /// Row moves made and not yet taken (`takeListChanges()`), oldest first.
    var listChanges: [ListChange] = []
    /// The last item of the last page when that page was let go: a tail is followed past it.
    var releasedLast: ListItem?
    /// Items loaded so far (pages loaded at least once, deduplicated).
    var loadedCount = 0
    /// Items in memory now.
    var heldItemCount = 0
    /// The list's length when the server said it.
    var total: Int? { didSet { headSinceTotal = 0 } }
    /// Items put at a followed head since `total` was said (see `shownTotal`).
    var headSinceTotal = 0
    /// Why the list ended, once it has.
    var endReason: String?
    /// The latest notice for the status bar.
    var latestNotice: PagingNotice?

    /// The rows on screen.
    var viewport: Range<Int> = 0..<0
    /// The rows on screen when the user last moved: prefetch reaches ahead of these only, so a
    /// screen that changed without a move (a resize, a filter) never pulls in pages beyond itself.
    var anchor: Range<Int> = 0..<0
    /// The rows prefetch last reached.
    var prefetchHint: Range<Int> = 0..<0
    /// Rows the load policy wants in memory now; eviction leaves them alone so it cannot ping-pong.
    var wantedRows: Range<Int> = 0..<0
    /// The row last reported on screen and when, for the scroll speed.
    var lastAppear: (row: Int, at: Duration)?
    /// Whether the anchor ended at the list's end when reported (the view reports no row past
    /// it): the screen may be taller, and rows arriving under it extend it (see `shown`).
    var anchorOpen = false
    /// Whether the viewport last moved up: prefetch looks that way first.
    var movingUp = false
    /// Whether the rows are asked for in order, each once (`wanted`): nothing is prefetched.
    var readingInOrder = false
    /// The pages sent ahead of the one asked for, in a list read in order
    /// (`PagingConfiguration.readsInOrder`); nil for the browser.
    var readAhead: ReadAheadState?
    /// The scroll speed, averaged over the moves.
    var rowsPerSecond = 0.0
    /// The page latency, averaged; the configured guess until one is measured.
    var latency: Duration
    /// Whether `latency` was measured yet.
    var latencyMeasured = false
    /// Pages (by key: a re-planned layout moves indices) with rows reported gone from the
    /// screen and not back on it, for `dropDeparted`.
    var departed: Set<PageKey> = []

    /// The loads in flight, by the page they ask for.
    var loads: [PageKey: PageLoad] = [:]
    /// The error that stopped loading until a retry.
    var failure: PagingError?
    /// The last error, also while retrying (with the retry planned).
    var lastError: LoadError?
    /// The rate budget from the latest response.
    var rate: RateLimitStatus?
    /// Rate-limit waits begun by a 429 so far: a 429 to a request sent before the last of them
    /// began is that limit's, not a new one.
    var rateLimitWaits = 0
    /// Rate-limit waits in a row with no page answered between them: each waits longer
    /// (`RetryPolicy.rateLimitFloor`), and pipe mode gives up past its retries.
    var rateLimitStreak = 0
    /// Seconds left in a rate-limit wait, as shown, counting down; nil when not waiting.
    var countdown: Int?
    /// A refresh asked while rate limited is out (`askFirstPage`), the rows shown kept until it answers.
    var refreshAsking = false

    /// An empty list read with `strategy`, its next links resolved against `base`, under `configuration`.
    init(strategy: any PageStrategy, base: APIBase, configuration: PagingConfiguration = PagingConfiguration()) {
        self.strategy = strategy
        self.base = base
        self.configuration = configuration
        latency = configuration.initialLatency
        nextKey = strategy.first
    }

    /// The list as before its first page, no load in flight and none failed; what outlives a
    /// refresh stays: the screen's height, the rows the load policy wants, the ids a resumed dump
    /// wrote before (with their count), the speed and latency measured, the rate budget and the
    /// rate-limit waits counted. The screen reaches to the end of the empty list (`anchorOpen`). A
    /// list read in order learns its pages anew: the answers still ahead are dropped (returned).
    @discardableResult
    mutating func startOver() -> [PagingEffect] {
        let dropped = readAhead?.startOver() ?? []
        var fresh = PagingState(strategy: strategy, base: base, configuration: configuration)
        (fresh.writtenBefore, fresh.skippedWrittenBefore) = (writtenBefore, skippedWrittenBefore)
        (fresh.prefetchHint, fresh.wantedRows) = (prefetchHint, wantedRows)
        fresh.viewport = 0..<viewport.count
        fresh.anchor = fresh.viewport
        fresh.anchorOpen = true
        (fresh.readingInOrder, fresh.readAhead) = (readingInOrder, readAhead)
        (fresh.rowsPerSecond, fresh.latency, fresh.latencyMeasured) = (rowsPerSecond, latency, latencyMeasured)
        (fresh.rate, fresh.rateLimitWaits) = (rate, rateLimitWaits)
        self = fresh
        return dropped.map(PagingEffect.readAhead)
    }

    /// Rows: one per item or placeholder, plus the trailing loading, error or end row.
    var rowCount: Int { layout.rowStarts[layout.rowStarts.count - 1] + 1 }
}
