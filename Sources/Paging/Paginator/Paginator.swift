import Foundation
import Networking

/// Loads one list page by page: one load per page, deduplicated, bounded, retried, prefetched.
///
/// Threading: main actor only. A load runs in a `Task` that inherits the main actor; the request
/// is sent from it (the transport runs on its caller's executor: under `MainLoop` curl is on the
/// same thread) and only the decoding (`decode`, `@concurrent`) runs off it. Known pages of a
/// laid-out list load side by side, up to `PagingConfiguration.parallel`, each keyed by
/// its page's key (a re-plan moves indices); the next page at the end loads one at a time. The
/// loads share one token; `refresh`, `replaceSource`, `retry` and `cancel` move it on, so a late
/// answer for an older one is dropped without touching the state; the superseded tasks still
/// run until they reach that check, and `settled()` waits for them. Changes are told through one
/// plain closure, `onChange`, called on the main actor after every change a view may draw.
///
/// The list is a `PagingState` value, its pages a `PageLayout`; every event (the view's reports, a
/// page answered, a load ended or failed, the rate gate's countdown, the commands) changes it through
/// `PagingState.handle`, an answer put in place through `PagingState.apply`, with no actor, clock or
/// transport: the paginator runs the effects. The invariant holds after every
/// answer: every item offset below the known end is covered by exactly one loaded or placeholder
/// page, whose key asks for the offset its span starts at. The answers rule over the plan: a page shorter than its span
/// leaves the rest to a placeholder of its own, a total that grows continues (or re-reads) a
/// short last page, and an empty page where the total promised more ends the layout there.
@MainActor
public final class Paginator {
    /// The API being paged.
    public internal(set) var source: any PageSource
    /// The list, its answers applied (`PagingState.apply`) and its events handled (`PagingState.handle`).
    var state: PagingState
    /// Whether a request is in flight or waiting to be retried.
    public var inFlight: Bool { !loads.isEmpty }
    /// Seconds left in a rate-limit wait, counting down; nil when not waiting.
    public var rateLimitCountdown: Int? { state.countdown }
    /// When the page last answered was stored, while pages come from the disk cache because
    /// the network is down; nil once a live page (or any answer but an offline one) arrives.
    public internal(set) var offlineStoredAt: Date?

    /// Called after every state change the view may draw.
    public var onChange: (@MainActor () -> Void)?

    let transport: any Transport
    /// The answers of the pages a list read in order sent ahead (`PagingState.readAhead`), by key,
    /// until its load takes them; and how many of their tasks have not yet landed.
    var aheadAnswers: [PageKey: AheadAnswer] = [:]
    var aheadLanding = 0
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
    /// The tasks of the loads in flight (`PagingState.loads`), by the page they ask for.
    var tasks: [PageKey: Task<Void, Never>] = [:]
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

    /// A paginator for `source` over `transport`; time (backoff, waits, latency) from `clock`, or
    /// from the clock of `configuration.rateGate` when one is given (the app gives the same clock).
    public init(source: any PageSource, transport: any Transport, clock: any Clock<Duration>,
                configuration: PagingConfiguration = PagingConfiguration()) {
        self.source = source
        self.transport = transport
        etags = (transport as? ETagRecorder)?.etags
        gate = configuration.rateGate ?? RateGate(clock: clock)
        // On the gate's clock, so that its hold reads the same here as in every list sharing it.
        self.stopwatch = gate.stopwatch
        state = PagingState(strategy: source.strategy, base: source.base, configuration: configuration)
        if configuration.readsInOrder { state.readAhead = ReadAheadState(source: source, configuration: configuration) }
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
    /// While a rate limit holds rows shown, they stay until the first page answers (`PagingState.refresh`).
    public func refresh() {
        handle(.refresh(at: now))
    }

    /// Switches to another source: the load in flight is cancelled and its answer dropped.
    public func replaceSource(_ source: any PageSource) {
        self.source = source
        offlineStoredAt = nil
        handle(.newSource(source.strategy, base: source.base, at: now))
    }

    /// Retries a failed load, or one waiting for its backoff, now. A rate-limit wait is kept:
    /// the server said when, and a request before then would only spend the budget.
    public func retry() {
        handle(.retry(at: now))
    }

    /// Cancels what is in flight; loading stays stopped until `retry()` or `refresh()`.
    public func cancel() {
        handle(.cancel)
    }

    func changed() {
        onChange?()
    }

    /// Now on the injected clock, since the paginator (or its shared rate gate) was made.
    public var now: Duration { stopwatch.elapsed() }
}
