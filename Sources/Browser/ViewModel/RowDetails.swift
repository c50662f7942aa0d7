import Catalog
import Networking
import Paging

/// Row details fetched in the background for a source that declares `RowEnrichment`: rows on
/// screen, then the paginator's prefetch window ahead of them, ask for their detail, nearest
/// first and at most `concurrency` at once; a row that leaves the screen (or the window)
/// withdraws its request. Answers are kept by item id (bounded) to fill the row and to serve the
/// detail pane without a second request. Nothing is asked while the rate budget is low.
///
/// Main actor only. Requests go through the paginator's `send` (its origin check, and the HTTP
/// cache behind the transport) and decode off the main actor; the answer to a withdrawn request
/// is dropped. `onChange` is called when an answer filled a row.
@MainActor
final class RowDetails {
    /// One request in flight: the row it was asked for, when (on the paginator's clock), its task.
    private struct Flight {
        var row: Int
        var token: Int
        var sent: Duration
        var task: Task<DetailInfo?, Never>
    }

    /// Details kept at most; the oldest go first (ten screens of 200 rows, far more than a window).
    static let capacity = 2_000

    let paginator: Paginator
    private var known: [String: DetailInfo] = [:]
    private var knownOrder: [String] = []
    /// Items whose detail failed: not asked again until a refresh, or a broken row would loop.
    private var failed: Set<String> = []
    private var flights: [String: Flight] = [:]
    private var nextToken = 0
    /// Callers of `idle()` waiting for the last request in flight to end.
    private var idleWaiters: [CheckedContinuation<Void, Never>] = []
    /// The rows last reported on screen.
    private(set) var visible: Range<Int> = 0..<0
    /// A detail's latency, averaged over the answers; nil until one came (a page's stands in).
    private(set) var latency: Duration?
    /// Called when an answer filled a row.
    var onChange: (@MainActor () -> Void)?

    /// Details for the rows of `paginator`'s list.
    init(paginator: Paginator) { self.paginator = paginator }

    /// What the source declares, if it is a catalog source that declares it.
    var enrichment: RowEnrichment? { (paginator.source as? any CatalogSource)?.rowEnrichment }

    /// Requests in flight now.
    var inFlight: Int { flights.count }

    /// Returns once no request is in flight (at once when none is): answered or withdrawn. A
    /// withdrawn request's task may run on until its transport answers, but changes nothing.
    /// Rows that appear or pages that land may start more: see the paginator's `quiescent()`.
    func idle() async {
        guard !flights.isEmpty else { return }
        await withCheckedContinuation { idleWaiters.append($0) }
    }

    /// Lets the callers of `idle()` go once nothing is in flight.
    private func wakeIfIdle() {
        guard flights.isEmpty, !idleWaiters.isEmpty else { return }
        let waiters = idleWaiters
        idleWaiters = []
        for waiter in waiters { waiter.resume() }
    }

    /// The detail kept for item `id`.
    func detail(for id: String) -> DetailInfo? { known[id] }

    /// The detail of item `id`: the one kept, or the answer of the request in flight for it;
    /// nil when there is neither (or the request was withdrawn).
    func awaitDetail(for id: String) async -> DetailInfo? {
        if let info = known[id] { return info }
        return await flights[id]?.task.value
    }

    /// Rows moved with the items in them (a followed list grew above, rows above went): the rows
    /// on screen and those asked for move too, so nothing is withdrawn or asked again for it; the
    /// requests of rows that went are withdrawn. A list started over drops every detail: they
    /// were the old rows'.
    func apply(_ change: ListChange) {
        guard let moved = change.moved(visible) else { return reset() }
        visible = moved
        for (id, flight) in flights {
            if change.removes(flight.row) { withdraw(id) } else { flights[id]?.row = change.moved(flight.row) ?? flight.row }
        }
    }

    /// Rows now on screen: their details are asked for, then those of the window ahead.
    func shown(_ rows: Range<Int>) {
        visible = rows
        refill()
    }

    /// Rows that left the screen: their requests are withdrawn, their answers will not fill,
    /// and nothing asks for them again until they are reported on screen.
    func disappeared(_ rows: Range<Int>) {
        for (id, flight) in flights where rows.contains(flight.row) { withdraw(id) }
        guard rows.overlaps(visible) else { return }
        visible = rows.lowerBound <= visible.lowerBound
            ? min(rows.upperBound, visible.upperBound)..<visible.upperBound
            : visible.lowerBound..<rows.lowerBound
    }

    /// Starts requests for the nearest rows still without a detail, up to the bound, and
    /// withdraws those for rows now neither on screen nor ahead. Called on every report and
    /// whenever the list changed (a page arrived under the screen).
    func refill() {
        guard let enrichment, enrichment.allows(paginator.rate), !visible.isEmpty else { return withdrawAll() }
        let ahead = paginator.lookahead
        for (id, flight) in flights where !visible.contains(flight.row) && !ahead.contains(flight.row) { withdraw(id) }
        guard flights.count < enrichment.concurrency else { return }
        for row in order(ahead: ahead) where flights.count < enrichment.concurrency {
            guard let item = paginator.item(at: row), known[item.id] == nil, !failed.contains(item.id) else { continue }
            if flights[item.id] != nil {
                flights[item.id]?.row = row
                continue
            }
            start(item, row: row)
        }
    }

    /// Keeps `info` for item `id` (the detail pane fetched it, or a request answered).
    func remember(_ info: DetailInfo, for id: String) {
        if known.updateValue(info, forKey: id) == nil { knownOrder.append(id) }
        if knownOrder.count > Self.capacity { known[knownOrder.removeFirst()] = nil }
        if enrichment != nil { onChange?() }
    }

    /// `item` as a row: the columns the list leaves out and, when declared, its picture, filled
    /// from a kept detail (empty until one is here).
    func row(_ item: ListItem, columns: [SourceColumn]) -> RowItem {
        var cells = item.cells
        var imageURL = item.imageURL
        if let enrichment {
            let info = known[item.id]
            if cells.count < columns.count {
                for column in columns[cells.count...] {
                    let field = enrichment.columns.contains(column.title)
                        ? info?.fields.first { $0.label == column.title } : nil
                    cells.append(field?.value ?? "")
                }
            }
            if enrichment.picture, imageURL == nil { imageURL = info?.imageURL }
        }
        return RowItem(id: item.id, cells: cells, webURL: item.webURL, imageURL: imageURL)
    }

    /// Withdraws every request.
    func withdrawAll() {
        for flight in flights.values { flight.task.cancel() }
        flights = [:]
        wakeIfIdle()
    }

    /// Items whose detail failed may be asked again (the user pressed retry).
    func retryFailed() {
        failed = []
        refill()
    }

    /// Forgets everything (a refresh, another source): requests withdrawn, details dropped.
    func reset() {
        withdrawAll()
        known = [:]
        knownOrder = []
        failed = []
    }

    private func start(_ item: ListItem, row: Int) {
        guard let source = paginator.source as? any CatalogSource else { return }
        nextToken += 1
        let token = nextToken
        let request = source.detailRequest(for: item)
        let paginator = self.paginator
        let task = Task { [weak self] () -> DetailInfo? in
            let info: DetailInfo?
            do {
                info = try await Self.decode(paginator.send(request), source: source)
            } catch {
                info = nil
            }
            let answer = Task.isCancelled ? nil : info
            self?.landed(item.id, answer, token: token)
            return answer
        }
        flights[item.id] = Flight(row: row, token: token, sent: paginator.now, task: task)
    }

    /// A request answered (nil: failed or withdrawn); a withdrawn one's answer is not used.
    private func landed(_ id: String, _ info: DetailInfo?, token: Int) {
        guard let flight = flights[id], flight.token == token else { return }
        flights[id] = nil
        let took = paginator.now - flight.sent
        latency = latency.map { ($0 + took) / 2 } ?? took
        if let info { remember(info, for: id) } else { failed.insert(id) }
        refill()
        wakeIfIdle()
    }

    private func withdraw(_ id: String) {
        flights.removeValue(forKey: id)?.task.cancel()
        wakeIfIdle()
    }

    /// Decodes off the main actor: a Pokémon detail is hundreds of kilobytes.
    @concurrent
    private nonisolated static func decode(_ response: HTTPResponse, source: any CatalogSource) async throws(PagingError)
        -> DetailInfo
    {
        try source.decodeDetail(response)
    }
}
