import Foundation
import Networking

/// Loads one list page by page: one load per page, deduplicated, bounded, retried, prefetched.
///
/// Threading: main actor only. A load runs in a `Task` that inherits the main actor; the request
/// is sent from it (the transport runs on its caller's executor: under `MainLoop` curl is on the
/// same thread) and only the decoding (`decode`, `@concurrent`) runs off it. Known pages of a
/// laid-out list load side by side, up to `PagingConfiguration.parallelLoads`, each keyed by
/// its page's key (a re-plan moves indices); the next page at the end loads one at a time. The
/// loads share one token; `refresh`, `replaceSource`, `retry` and `cancel` move it on, so a late
/// answer for an older one is dropped without touching the state; the superseded tasks still
/// run until they reach that check, and `settled()` waits for them. Changes are told through one
/// plain closure, `onChange`, called on the main actor after every change a view may draw.
///
/// The list is a `PagingState` value, its pages a `PageLayout`; an answer changes it through
/// `PagingState.apply`, with no actor, clock or transport. The invariant holds after every
/// answer: every item offset below the known end is covered by exactly one loaded or placeholder
/// page, whose key asks for the offset its span starts at. The answers rule over the plan: a page shorter than its span
/// leaves the rest to a placeholder of its own, a total that grows continues (or re-reads) a
/// short last page, and an empty page where the total promised more ends the layout there.
@MainActor
public final class Paginator {
    /// The API being paged.
    public internal(set) var source: any PageSource {
        didSet { (state.strategy, state.base) = (source.strategy, source.base) }
    }
    /// The list, its answers applied (`PagingState.apply`).
    var state: PagingState
    /// Whether a request is in flight or waiting to be retried.
    public var inFlight: Bool { !loads.isEmpty }
    /// The error that stopped loading until `retry()`.
    public internal(set) var failure: PagingError?
    /// The last error, also while retrying (with the retry planned).
    public internal(set) var lastError: LoadError?
    /// The rate budget from the latest response.
    public internal(set) var rate: RateLimitStatus?
    /// Seconds left in a rate-limit wait, counting down; nil when not waiting.
    public internal(set) var rateLimitCountdown: Int?
    /// When the page last answered was stored, while pages come from the disk cache because
    /// the network is down; nil once a live page (or any answer but an offline one) arrives.
    public internal(set) var offlineStoredAt: Date?

    /// Called after every state change the view may draw.
    public var onChange: (@MainActor () -> Void)?

    let transport: any Transport
    let configuration: PagingConfiguration
    /// Time for every wait and measure (backoff, rate-limit waits, latency): the rate gate's clock.
    let stopwatch: Stopwatch

    var slots: [Slot] { layout.slots }
    var rowStarts: [Int] { layout.rowStarts }
    /// The store of the `ETagRecorder` the pages are read through, where their tags are marked as
    /// the list's pages' (kept from details') for its follower's polls; nil over another transport
    /// (a recorder under it still keeps every answer's tag, unmarked).
    let etags: ETagStore?

    // Loading.
    var token = 0
    /// The loads in flight, by the page they ask for.
    var loads: [PageKey: Load] = [:]
    /// Load tasks started and not yet returned, superseded ones included, for `settled()`.
    var runningLoads = 0
    /// The callers of `settled()` and `quiescent()` waiting, by id, each with how many loads it
    /// lets be busy (nil: none may run at all).
    var settleWaiters: [Int: (besides: (@MainActor () -> Int)?, continuation: CheckedContinuation<Void, Never>)] = [:]
    var nextSettleWaiter = 0
    /// When requests may go again after a rate limit: its origin's gate, shared with the lists
    /// opened from this one on the same origin (`PagingConfiguration.rateGate`).
    let gate: RateGate
    var blockedUntil: Duration? {
        get { gate.blockedUntil }
        set { gate.blockedUntil = newValue }
    }
    /// Rate-limit waits begun by a 429 so far: a 429 to a request sent before the last of them
    /// began is that limit's, not a new one.
    var rateLimitWaits = 0
    /// Rate-limit waits in a row with no page answered between them: each waits longer
    /// (`RetryPolicy.rateLimitFloor`), and pipe mode gives up past its retries.
    var rateLimitStreak = 0
    /// A refresh asked while rate limited is out, the rows shown kept until it answers.
    var refreshAsking = false

    // How the view moves.
    /// Whether the anchor ended at the list's end when reported (the view reports no row past
    /// it): the screen may be taller, and rows arriving under it extend it (see `shown`).
    var anchorOpen = false
    /// Whether the viewport last moved up: prefetch looks that way first.
    var movingUp = false
    /// The scroll speed, averaged over the visibility reports.
    public internal(set) var rowsPerSecond = 0.0
    /// The page latency, averaged; the configured guess until one is measured.
    public internal(set) var latency: Duration
    var latencyMeasured = false
    /// Pages (by key: a re-planned layout moves indices) with rows reported gone from the
    /// screen and not back on it, for `dropDeparted`.
    var departed: Set<PageKey> = []

    /// What an in-flight load is waiting for.
    enum Wait { case backoff, rateLimit }

    /// A paginator for `source` over `transport`; time (backoff, waits, latency) from `clock`, or
    /// from the clock of `configuration.rateGate` when one is given (the app gives the same clock).
    public init(source: any PageSource, transport: any Transport, clock: any Clock<Duration>,
                configuration: PagingConfiguration = PagingConfiguration()) {
        self.source = source
        self.transport = transport
        etags = (transport as? ETagRecorder)?.etags
        self.configuration = configuration
        gate = configuration.rateGate ?? RateGate(clock: clock)
        // On the gate's clock, so that its hold reads the same here as in every list sharing it.
        self.stopwatch = gate.stopwatch
        self.latency = configuration.initialLatency
        state = PagingState(strategy: source.strategy, base: source.base)
    }

    // MARK: Rows

    /// Rows: one per item or placeholder, plus the trailing loading, error or end row.
    public var rowCount: Int { state.rowCount }

    /// The row at `index`; out of range gives the trailing row.
    public func row(at index: Int) -> PagedRow {
        let itemRows = rowStarts[rowStarts.count - 1]
        guard index >= 0, index < itemRows else {
            if let failure { return .error(failure) }
            if let endReason { return .end(endReason) }
            return .loading
        }
        let s = slotIndex(forRow: index)
        guard let items = slots[s].items else { return .placeholder }
        return .item(items[index - rowStarts[s]])
    }

    /// The item at `index` when loaded.
    public func item(at index: Int) -> ListItem? {
        if case .item(let item) = row(at: index) { return item }
        return nil
    }

    /// Whether the first page is loading.
    public var isLoadingFirstPage: Bool { inFlight && slots.isEmpty }
    /// Whether a later page is loading.
    public var isPaging: Bool { inFlight && !slots.isEmpty }
    /// Whether the list has ended.
    public var exhausted: Bool { endReason != nil }
    /// Whether requests are held back until the rate window resets.
    public var rateLimited: Bool { rateLimitCountdown != nil }

    /// Whether the loads are only waiting (a rate-limit reset or a retry's backoff): nothing is on the wire.
    public var isWaiting: Bool { waiting != nil }

    // MARK: Commands

    /// Drops everything and loads from the first page, now: a rate-limit block is dropped too, so
    /// the user can always ask again (a wrong reset, or a budget refilled early, never strands them).
    /// While a rate limit holds rows shown, they stay until the first page answers (`refreshWhileHeld`).
    public func refresh() {
        if heldByRateLimit, rowCount > 1 { return refreshWhileHeld() }
        startOver()
        pump()
    }

    /// Drops every row and load, and every block: the list as before its first page.
    func startOver() {
        stopLoad()
        blockedUntil = nil
        rateLimitStreak = 0
        state.startOver()
        failure = nil
        lastError = nil
        anchorOpen = true
        movingUp = false
        departed = []
        refreshAsking = false
        changed()
    }

    /// Switches to another source: the load in flight is cancelled and its answer dropped.
    public func replaceSource(_ source: any PageSource) {
        self.source = source
        blockedUntil = nil
        rate = nil
        offlineStoredAt = nil
        startOver()
        pump()
    }

    /// Retries a failed load, or one waiting for its backoff, now. A rate-limit wait is kept:
    /// the server said when, and a request before then would only spend the budget.
    public func retry() {
        guard !loads.values.contains(where: { $0.wait == .rateLimit }) else { return }
        guard failure != nil || loads.values.contains(where: { $0.wait == .backoff }) else { return }
        stopLoad()
        failure = nil
        changed()
        pump()
    }

    /// Cancels what is in flight; loading stays stopped until `retry()` or `refresh()`.
    public func cancel() {
        guard inFlight else { return }
        stopLoad()
        failure = .http(.cancelled)
        changed()
    }

    func stopLoad() {
        token += 1
        for load in loads.values { load.task?.cancel() }
        loads = [:]
        rateLimitCountdown = nil
    }

    func changed() {
        placeFollowed()
        onChange?()
    }

    /// Now on the injected clock, since the paginator (or its shared rate gate) was made.
    public var now: Duration { stopwatch.elapsed() }
}
