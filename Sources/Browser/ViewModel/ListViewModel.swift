import Catalog
import Foundation
import Networking
import Paging

/// The list a view shows: rows and status over a `Paginator`, as a `ListModel`, with row
/// details filled in the background where the source declares it (`RowDetails`).
///
/// Threading: main actor only. State lives in the paginator (the source and transport too);
/// this class maps it to rows, words errors only here, and relays the paginator's and the row
/// details' changes as `onChange`. `detail(at:)` awaits the network off the main actor and
/// returns a value.
@MainActor
public final class ListViewModel: ListModel {
    /// The pager behind the rows.
    public let paginator: Paginator
    /// Wall-clock time and the zone the offline notice's time is told in (tests set both).
    let wallClock: @Sendable () -> Date
    /// The zone the offline notice tells its time in.
    public var timeZone = TimeZone.current
    /// Called after every change the view may draw.
    public var onChange: (@MainActor () -> Void)?
    /// Details of rows, fetched as they appear or when opened; they fill the row's missing fields.
    let details: RowDetails
    /// Following the list for new items (`follow(_:direction:transport:clock:)`); nil when not asked.
    var follow: ListFollow?
    /// Row moves taken from the paginator (and given to the details) not yet taken by the App.
    var moves: [ListChange] = []

    /// A model for `source` over `transport`, with time from `clock`.
    public init(source: any CatalogSource, transport: any Transport, clock: any Clock<Duration>,
                configuration: PagingConfiguration = PagingConfiguration()) {
        wallClock = configuration.wallClock
        paginator = Paginator(source: source, transport: transport, clock: clock, configuration: configuration)
        details = RowDetails(paginator: paginator)
        // Rows arriving under the screen may need details too: the rows shown are asked again.
        paginator.onChange = { [weak self] in
            guard let self else { return }
            self.follow?.paginatorChanged(self.paginator)
            // Rows moved (following, a re-plan) move in the details first: they ask for the rows' new items.
            self.takeMoves()
            self.details.refill()
            self.onChange?()
        }
        details.onChange = { [weak self] in self?.onChange?() }
    }

    /// A model for one of the built-in lists; `base` defaults to the public API, where `token` goes
    /// (`CredentialTransport` over `transport`).
    public convenience init(builtIn: BuiltInSource, base: String? = nil, token: String? = nil,
                            query: String? = nil, transport: any Transport,
                            clock: any Clock<Duration> = ContinuousClock(),
                            configuration: PagingConfiguration = PagingConfiguration()) throws(PagingError) {
        let source = try builtIn.make(base: base, query: query)
        self.init(source: source, transport: CredentialTransport.wrapping(transport, in: builtIn.credentials(base: base, token: token)),
                  clock: clock, configuration: configuration)
    }

    /// The source: columns, detail endpoint. The paginator holds it; only catalog sources are
    /// ever given to it here (`init`, `switchSource`).
    public var source: any CatalogSource {
        guard let source = paginator.source as? any CatalogSource else {
            preconditionFailure("a list view model's paginator pages a catalog source")
        }
        return source
    }

    // MARK: ListModel

    public var columns: [Column] {
        source.columns
    }

    public var rowCount: Int { paginator.rowCount }

    public func row(at index: Int) -> ListRow {
        switch paginator.row(at: index) {
        case .item(let item): return .item(details.row(item, columns: source.columns))
        case .placeholder: return .placeholder
        case .loading: return .loading
        case .error(let error): return .error(RowError(error, resetIn: secondsToRateReset))
        case .end(let reason): return .end(reason)
        }
    }

    public func listItem(at index: Int) -> ListItem? {
        guard case .item(let item) = paginator.row(at: index) else { return nil }
        return item
    }

    public func relatedLists(at index: Int) -> [RelatedList] {
        guard case .item(var item) = paginator.row(at: index) else { return [] }
        // The row as shown: a detail may have filled what the list lacks (Pokémon's types).
        item.cells = details.row(item, columns: source.columns).cells
        return source.relatedLists(of: item)
    }

    public var status: ListStatus {
        let rate = paginator.rate
        return ListStatus(
            source: source.name, loaded: paginator.loadedCount, total: paginator.shownTotal,
            // A wait (rate-limit reset, backoff) has nothing on the wire: no spinner, no ticking frames.
            inFlight: paginator.inFlight && !paginator.isWaiting, rateRemaining: rate?.remaining, rateLimit: rate?.limit,
            rateResetIn: paginator.rateLimitCountdown, rateLimited: paginator.rateLimited,
            lastError: paginator.lastError.map { ErrorReason.short($0, resetIn: secondsToRateReset) },
            notice: paginator.notice,
            offline: paginator.offlineStoredAt.map {
                OfflineLabel.text(storedAt: $0, now: wallClock(), timeZone: timeZone)
            }, following: follow?.note)
    }

    public func appeared(_ rows: Range<Int>) {
        paginator.appeared(rows)
        details.shown(rows)
    }

    public func shown(_ rows: Range<Int>) {
        paginator.shown(rows)
        details.shown(rows)
    }

    public func disappeared(_ rows: Range<Int>) {
        paginator.disappeared(rows)
        details.disappeared(rows)
    }

    public func refresh() {
        // Held by a rate limit, the rows shown stay until the first page answers (`takeMoves`
        // then resets what belongs to them); a refusal keeps them all.
        if paginator.heldByRateLimit, paginator.rowCount > 1 { return paginator.refresh() }
        follow?.reset()
        details.reset()
        moves = []
        paginator.refresh()
    }

    public func retry() {
        details.retryFailed()
        paginator.retry()
    }

    public func cancel() {
        details.withdrawAll()
        paginator.cancel()
    }

    public func detail(at index: Int) async throws -> ItemDetail {
        guard let item = paginator.item(at: index) else { throw PagingError.decoding("no item at row \(index)") }
        let source = self.source
        // A generic API has no known detail endpoint: its detail is the item itself.
        if let info = source.localDetail(for: item) { return ItemDetail(info) }
        // Fetched for the row already, or on its way: the pane needs no second request.
        if let info = await details.awaitDetail(for: item.id) { return ItemDetail(info) }
        let response = try await paginator.send(source.detailRequest(for: item))
        let info = try source.decodeDetail(response)
        details.remember(info, for: item.id)
        return ItemDetail(info)
    }

    // MARK: Beyond the contract

    /// Whether the first page is loading.
    public var isLoading: Bool { paginator.isLoadingFirstPage }
    /// Whether a later page is loading.
    public var isPaging: Bool { paginator.isPaging }
    /// The error that stopped loading, if any.
    public var error: PagingError? { paginator.failure }
    /// Whether the list has ended.
    public var exhausted: Bool { paginator.exhausted }
    /// The rate budget from the latest response.
    public var rateBudget: RateLimitStatus? { paginator.rate }

    /// Loads what is around `index`: the same as the view reporting it visible (`G`, a typed row).
    public func ensureLoaded(around index: Int, height: Int = 1) {
        let start = max(0, index - height / 2)
        paginator.appeared(start..<(start + max(1, height)))
    }

    /// Rows expected soon (a caller's jump); the view needs not say it.
    public func prefetch(_ rows: Range<Int>) { paginator.prefetch(rows) }

    /// Switches to another source; the load in flight is cancelled and its answer dropped.
    public func switchSource(to source: any CatalogSource) {
        follow?.reset()
        details.reset()
        moves = []
        paginator.replaceSource(source)
    }
}
