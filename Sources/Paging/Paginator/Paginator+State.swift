import Networking

// The list's fields, read and changed in place in `state` (`_modify`: no copy of the layout per change).
extension Paginator {
    /// Items loaded so far (pages loaded at least once, deduplicated).
    public internal(set) var loadedCount: Int { get { state.loadedCount } _modify { yield &state.loadedCount } }
    /// Items in memory now.
    public internal(set) var heldItemCount: Int { get { state.heldItemCount } _modify { yield &state.heldItemCount } }
    /// The list's length when the server said it.
    public internal(set) var total: Int? { get { state.total } _modify { yield &state.total } }
    /// Why the list ended, once it has.
    public internal(set) var endReason: String? { get { state.endReason } _modify { yield &state.endReason } }
    /// The latest notice for the status bar ("the list moved: 3 items seen twice"); `notice` is its text.
    public internal(set) var latestNotice: PagingNotice? {
        get { state.latestNotice } _modify { yield &state.latestNotice }
    }
    /// The list: its pages in order, with the rows and item offsets each covers.
    public internal(set) var layout: PageLayout { get { state.layout } _modify { yield &state.layout } }
    /// The error that stopped loading until `retry()`.
    public internal(set) var failure: PagingError? { get { state.failure } _modify { yield &state.failure } }
    /// The last error, also while retrying (with the retry planned).
    public internal(set) var lastError: LoadError? { get { state.lastError } _modify { yield &state.lastError } }
    /// The rate budget from the latest response.
    public internal(set) var rate: RateLimitStatus? { get { state.rate } _modify { yield &state.rate } }
    /// The scroll speed, averaged over the moves.
    public internal(set) var rowsPerSecond: Double {
        get { state.rowsPerSecond } _modify { yield &state.rowsPerSecond }
    }
    /// The page latency, averaged; the configured guess until one is measured.
    public internal(set) var latency: Duration { get { state.latency } _modify { yield &state.latency } }
    /// Rows skipped because an earlier run of a resumed dump wrote them (`passOver(writtenBefore:)`).
    public internal(set) var skippedWrittenBefore: Int {
        get { state.skippedWrittenBefore } _modify { yield &state.skippedWrittenBefore }
    }

    // The rest forward to `PagingState`, where each is described.
    var headSinceTotal: Int { get { state.headSinceTotal } _modify { yield &state.headSinceTotal } }
    var writtenBefore: Set<String> { get { state.writtenBefore } _modify { yield &state.writtenBefore } }
    var passedRows: Int { get { state.passedRows } _modify { yield &state.passedRows } }
    var nextKey: PageKey? { get { state.nextKey } _modify { yield &state.nextKey } }
    var plan: PagePlan { get { state.plan } _modify { yield &state.plan } }
    var followed: FollowedRows { get { state.followed } _modify { yield &state.followed } }
    var listChanges: [ListChange] { get { state.listChanges } _modify { yield &state.listChanges } }
    var viewport: Range<Int> { get { state.viewport } _modify { yield &state.viewport } }
    var anchor: Range<Int> { get { state.anchor } _modify { yield &state.anchor } }
    var prefetchHint: Range<Int> { get { state.prefetchHint } _modify { yield &state.prefetchHint } }
    var wantedRows: Range<Int> { get { state.wantedRows } _modify { yield &state.wantedRows } }
    var lastAppear: (row: Int, at: Duration)? { get { state.lastAppear } _modify { yield &state.lastAppear } }
    var configuration: PagingConfiguration { state.configuration }
    var loads: [PageKey: PageLoad] { get { state.loads } _modify { yield &state.loads } }
    var movingUp: Bool { state.movingUp }
    var rateLimitWaits: Int { state.rateLimitWaits }
}
