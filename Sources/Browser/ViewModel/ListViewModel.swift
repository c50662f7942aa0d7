import Catalog
import Foundation
import Networking
import Observation
import Paging

/// The list a view shows: rows, status and selection over a `Paginator`, as a `ListModel`.
///
/// Threading: main actor only. State lives in the paginator (observable too); this class maps
/// it to rows and calls `onChange` after every change. `detail(at:)` awaits the network off
/// the main actor and returns a value.
@MainActor @Observable
public final class ListViewModel: ListModel {
    /// The pager behind the rows.
    public let paginator: Paginator
    /// The source: columns, detail endpoint.
    public private(set) var source: any CatalogSource
    /// The selected row, if any.
    public var selection: Int? { didSet { onChange?() } }
    @ObservationIgnored let transport: any Transport
    /// Wall-clock time and the zone the offline notice's time is told in (tests set both).
    @ObservationIgnored let wallClock: @Sendable () -> Date
    @ObservationIgnored public var timeZone = TimeZone.current
    @ObservationIgnored public var onChange: (@MainActor () -> Void)?
    /// Values of the source's `detailColumn` learned from fetched details, by item id.
    @ObservationIgnored private var learned: [String: String] = [:]

    /// A model for `source` over `transport`, with time from `clock`.
    public init(source: any CatalogSource, transport: any Transport, clock: any Clock<Duration>,
                configuration: PagingConfiguration = PagingConfiguration()) {
        self.source = source
        self.transport = transport
        wallClock = configuration.wallClock
        paginator = Paginator(source: source, transport: transport, clock: clock, configuration: configuration)
        paginator.onChange = { [weak self] in self?.onChange?() }
    }

    /// A model for one of the built-in lists; `base` defaults to the public API.
    public convenience init(builtIn: BuiltInSource, base: String? = nil, token: String? = nil,
                            query: String? = nil, transport: any Transport,
                            clock: any Clock<Duration> = ContinuousClock(),
                            configuration: PagingConfiguration = PagingConfiguration()) throws(PagingError) {
        let source = try builtIn.make(base: base, token: token, query: query)
        self.init(source: source, transport: transport, clock: clock, configuration: configuration)
    }

    // MARK: ListModel

    public var columns: [Column] {
        source.columns
    }

    public var rowCount: Int { paginator.rowCount }

    public func row(at index: Int) -> ListRow {
        switch paginator.row(at: index) {
        case .item(let item):
            var cells = item.cells
            if source.detailColumn != nil, cells.count < source.columns.count { cells.append(learned[item.id] ?? "") }
            return .item(RowItem(id: item.id, cells: cells, webURL: item.webURL, imageURL: item.imageURL))
        case .placeholder: return .placeholder
        case .loading: return .loading
        case .error(let message): return .error(message)
        case .end(let reason): return .end(reason)
        }
    }

    public var status: ListStatus {
        let rate = paginator.rate
        return ListStatus(
            source: source.name, loaded: paginator.loadedCount, total: paginator.total,
            inFlight: paginator.inFlight, rateRemaining: rate?.remaining, rateLimit: rate?.limit,
            rateResetIn: paginator.rateLimitCountdown, rateLimited: paginator.rateLimited,
            lastError: paginator.lastError, notice: paginator.notice,
            offline: paginator.offlineStoredAt.map {
                OfflineLabel.text(storedAt: $0, now: wallClock(), timeZone: timeZone)
            })
    }

    public func appeared(_ rows: Range<Int>) { paginator.appeared(rows) }
    public func prefetch(_ rows: Range<Int>) { paginator.prefetch(rows) }
    public func disappeared(_ rows: Range<Int>) { paginator.disappeared(rows) }

    public func refresh() {
        selection = nil
        paginator.refresh()
    }

    public func retry() { paginator.retry() }
    public func cancel() { paginator.cancel() }

    public func detail(at index: Int) async throws -> ItemDetail {
        guard let item = paginator.item(at: index) else { throw PagingError.decoding("no item at row \(index)") }
        // A generic API has no known detail endpoint: its detail is the item itself.
        if let info = source.localDetail(for: item) {
            return ItemDetail(title: info.title, fields: info.fields.map { (label: $0.label, value: $0.value) },
                              body: info.body, imageURL: info.imageURL, webURL: info.webURL)
        }
        let request = source.detailRequest(for: item)
        guard source.base.isSameOrigin(request.url) else { throw PagingError.offHost(request.url) }
        let response = try await Self.send(request, over: transport)
        let info = try source.decodeDetail(response)
        if let label = source.detailColumn, let field = info.fields.first(where: { $0.label == label }) {
            learned[item.id] = field.value
            onChange?()
        }
        return ItemDetail(title: info.title, fields: info.fields.map { (label: $0.label, value: $0.value) },
                          body: info.body, imageURL: info.imageURL, webURL: info.webURL)
    }

    // MARK: Beyond the contract

    /// Whether the first page is loading.
    public var isLoading: Bool { paginator.isLoadingFirstPage }
    /// Whether a later page is loading.
    public var isPaging: Bool { paginator.isPaging }
    /// The error that stopped loading, if any.
    public var error: String? { paginator.failure }
    /// Whether the list has ended.
    public var exhausted: Bool { paginator.exhausted }
    /// The rate budget from the latest response.
    public var rateBudget: RateLimitStatus? { paginator.rate }

    /// Loads what is around `index`: the same as the view reporting it visible (`G`, a typed row).
    public func ensureLoaded(around index: Int, height: Int = 1) {
        let start = max(0, index - height / 2)
        paginator.appeared(start..<(start + max(1, height)))
    }

    /// Switches to another source; the load in flight is cancelled and its answer dropped.
    public func switchSource(to source: any CatalogSource) {
        self.source = source
        selection = nil
        learned = [:]
        paginator.replaceSource(source)
    }

    @concurrent
    nonisolated static func send(_ request: HTTPRequest, over transport: any Transport) async throws(PagingError)
        -> HTTPResponse
    {
        do {
            return try await transport.send(request).successful()
        } catch {
            throw .http(error)
        }
    }
}
