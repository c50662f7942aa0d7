import Networking
import Synchronization

/// The read-ahead of a list read in order (pipe mode, `PagingConfiguration.readsInOrder`): while
/// the paginator waits for page k, the pages after it that are certain to be asked for next are
/// already on the wire, up to `PagingConfiguration.parallel` in flight, and their answers wait
/// here until the paginator asks for them, in order.
///
/// The paginator builds it and sends its pages through it (`Paginator+ReadAhead`); it still asks
/// for one page at a time, decodes, dedupes, retries and guards as over any transport, only some
/// answers are already here when it asks.
/// An answer read ahead is handed over once, whatever it is (a 500, a 429, a reset), so errors
/// and retries go the paginator's way; a retry is a new request. Two kinds of answer are old by
/// the time they are taken, and asked again instead: a failure sent before another failure was
/// handed over (the paginator has waited that one out), and every answer still ahead when a page
/// shows the list moved under the dump (posts at its head).
///
/// Threading: any thread; the state sits behind one lock, never held across an await.
public final class ReadAheadTransport: Transport, Sendable {
    /// Requests one dump keeps in flight to its host at most, whatever `--parallel` says: the
    /// most connections aria2, a download tool built to open several, allows to one server.
    public static let perHostCap = 16

    /// What the bodies of the pages read ahead may take together, whatever the width and whatever
    /// the server sends: a server answering small first pages and then endless bodies held ten
    /// times the cap at ten wide (450 MB), and one sizing its pages to raise a per-page allowance
    /// would again. Each page ahead may have twice the largest body seen (at least a sixteenth of
    /// this, so all sixteen fit), and only as many go ahead as fit; a page past its share is asked
    /// again in its turn, under the cap alone.
    public static let aheadBytes = 64 * 1024 * 1024

    typealias Answer = Task<Result<HTTPResponse, HTTPError>, Never>

    struct State {
        var facts: ReadAheadPlan.Facts
        /// The key of each page request the source built, by resolved URL.
        var keys: [String: PageKey] = [:]
        /// Requests sent ahead, by URL, until the paginator takes their answers.
        var ahead: [String: Answer] = [:]
        /// The URLs in `ahead` whose answers have come back as full pages: inside the list, off
        /// the wire, each frees its place for the next page.
        var landed: Set<String> = []
        /// The key the paginator asked for last: the pages ahead are counted from it.
        var lastAsked: PageKey?
        /// The URLs the paginator has asked for and waits on, whose answers it has not decoded.
        var awaited: Set<String> = []
        /// Pages decoded as their answers came back, by URL, with the body each was decoded from:
        /// the paginator takes them in its turn instead of decoding there, one page after another.
        var decoded: [String: (body: [UInt8], page: Result<Page, PagingError>)] = [:]
        /// Set for good once the rate budget ran low or a 429 came back: one request at a time.
        var throttled = false
        /// Set for good once a page came back shorter than asked or repeated an item of the page
        /// before (a server ignoring the page parameter, a list moving): the guesses stop there.
        var doubtful = false
        /// The ids of the pages decoded last, the latest at the end.
        var recentIDs: [Set<String>] = []
        static let recentPages = 4
        /// Set for good once the second page repeated the first whole.
        var ignoresPage = false
        var stopped = false
        var sentAhead = 0
        /// The largest body a 2xx answer has had, or a page ahead was found to pass.
        var largestBody = 0
        /// The pages ahead that came back past their share, and the smallest such share, until
        /// one of them, or a page at least that large, is handed over: the share its size sets is
        /// the one to send the next pages at. A page answered before the cut says nothing of it.
        var cut: (urls: Set<String>, share: Int)?
        /// Pages ahead when one came back past its share: asked in their turn only, so that no
        /// page is asked more than twice.
        var inTurnOnly: Set<String> = []

        /// The answers still ahead, taken out to be cancelled (outside the lock).
        mutating func takeAhead() -> [Answer] {
            defer {
                for url in ahead.keys { decoded[url] = nil }
                ahead.removeAll()
                landed.removeAll()
            }
            return Array(ahead.values)
        }
        /// The size the first page came back at, other than asked, until the second confirms it.
        var unconfirmedSize: Int?

        /// Whether `page` came back as full as pages are served; nil while that is not known yet.
        ///
        /// A size other than the one asked (a cap below it, or the server's own default when none
        /// was sent and the key carries an assumed one), on the first two pages with more to
        /// follow by the total, is the size the server serves: pages ahead step by it, as the
        /// paginator's offsets do. One page alone does not say it (a first page short of items
        /// dropped after the cut would send every guess astray); any other page of another size
        /// stops the guesses.
        mutating func full(_ page: Page) -> Bool? {
            let count = page.items.count
            if let size = facts.servedSize ?? facts.first.askedSize, count == size { return true }
            guard facts.servedSize == nil, count > 0, let total = page.total else { return false }
            switch facts.pagesDecoded {
            case 0:
                guard let start = facts.first.startItem(size: count), start + count < total else { return false }
                unconfirmedSize = count
                return nil
            case 1 where count == unconfirmedSize:
                facts.servedSize = count
                return true
            default:
                return false
            }
        }

        /// Failures handed to the paginator so far, and that count when each page ahead was sent.
        var failuresHanded = 0
        var sentAfterFailures: [String: Int] = [:]
    }

    let inner: any Transport
    let source: any PageSource
    let width: Int
    let lowBudget: Int
    let aheadBytes: Int
    let maxPageBytes: Int
    let state: Mutex<State>

    /// Reads up to `parallel - 1` pages ahead of `source` (capped at `perHostCap`) through `inner`;
    /// `limit` is the dump's `--limit`; at or under `lowBudget` requests left it reads none ahead.
    public init(wrapping inner: any Transport, source: any PageSource, parallel: Int, limit: Int?, lowBudget: Int,
                maxPageBytes: Int = TransportLimits.defaultMaxBodyBytes, aheadBytes: Int = ReadAheadTransport.aheadBytes) {
        self.inner = inner
        self.maxPageBytes = maxPageBytes
        self.aheadBytes = aheadBytes
        self.source = source
        width = min(max(parallel, 1), Self.perHostCap)
        self.lowBudget = lowBudget
        state = Mutex(State(facts: ReadAheadPlan.Facts(first: source.strategy.first, limit: limit,
                                                       pagesSayTotal: source.pagesSayTotal,
                                                       sendsPageSize: source.sendsPageSize)))
    }

    /// Requests sent ahead so far (answers taken or not).
    public var requestsSentAhead: Int { state.withLock { $0.sentAhead } }

    nonisolated(nonsending) public func send(_ request: HTTPRequest) async throws(HTTPError) -> HTTPResponse {
        let (waiting, handedBefore) = state.withLock { state -> (Answer?, Int) in
            let waiting = state.ahead.removeValue(forKey: request.url)
            state.landed.remove(request.url)
            if waiting != nil { state.awaited.insert(request.url) }
            let handed = state.sentAfterFailures.removeValue(forKey: request.url) ?? state.failuresHanded
            if let key = state.keys.removeValue(forKey: request.url) {
                state.lastAsked = key
                launch(after: key, in: &state)
            }
            return (waiting, handed)
        }
        var result: Result<HTTPResponse, HTTPError>
        if let waiting {
            result = await withTaskCancellationHandler { await waiting.value } onCancel: { waiting.cancel() }
            state.withLock { _ = $0.awaited.remove(request.url) }
            // A failure read ahead is old once the paginator has been handed another since it was
            // sent: a 429 it has just waited out, a 500 from the same moment it has backed off
            // from. Handed over, each would be waited out or backed off again; asked now (after
            // that wait), the page fails or not on its own.
            if Self.isFailure(result), handedBefore < state.withLock({ $0.failuresHanded }) {
                result = await fetch(request)
            } else if case .failure(.bodyTooLarge(let limit)) = result, limit < maxPageBytes {
                // Past the share a page ahead may have, not necessarily past the cap: asked under that.
                result = await fetch(request)
            }
        } else {
            result = await fetch(request)
        }
        if Self.isFailure(result) { state.withLock { $0.failuresHanded += 1 } }
        if case .success(let response) = result {
            state.withLock { state in
                if let cut = state.cut, cut.urls.contains(request.url) || response.body.count >= cut.share { state.cut = nil }
            }
        }
        return try result.get()
    }

    /// Sends `request` now; a low budget or a 429 in the answer turns the read-ahead off.
    nonisolated(nonsending) func fetch(_ request: HTTPRequest) async -> Result<HTTPResponse, HTTPError> {
        let result: Result<HTTPResponse, HTTPError>
        do throws(HTTPError) {
            result = .success(try await inner.send(request))
        } catch {
            result = .failure(error)
        }
        observe(result, for: request.url)
        return result
    }

    /// A failure the paginator waits out or retries, by `RetryPolicy`'s rule.
    static func isFailure(_ result: Result<HTTPResponse, HTTPError>) -> Bool {
        switch result {
        case .success(let response): !response.isSuccess && RetryPolicy.mayAskAgain(.status(response.status, body: []))
        case .failure(let error): RetryPolicy.mayAskAgain(error)
        }
    }

    /// Cancels the requests whose answers nobody will take (the dump ended or failed).
    public func stop() {
        let answers = state.withLock { state in
            state.stopped = true
            return state.takeAhead()
        }
        for answer in answers { answer.cancel() }
    }

    /// Notes the key a page request was built for, so its successors can be read ahead.
    func note(_ key: PageKey, url: String) {
        state.withLock { $0.keys[url] = key }
    }

    /// Learns the total and whether pages come back full from a decoded page.
    func learn(_ page: Page) {
        let dropped = state.withLock { state -> [Answer] in
            if let total = page.total { state.facts.total = total }
            let full = state.full(page)
            let ids = Set(page.items.map(\.id))
            let moved = state.recentIDs.contains { !ids.isDisjoint(with: $0) }
            // The second page repeating the first whole is a server ignoring the page parameter:
            // the runaway guard's to stop, in its four requests, with nothing asked again here.
            if state.facts.pagesDecoded == 1, !ids.isEmpty, ids.isSubset(of: state.recentIDs.last ?? []) {
                state.ignoresPage = true
            }
            var dropped: [Answer] = []
            if full == false || moved { state.doubtful = true }
            if moved, !state.ignoresPage, !state.ahead.isEmpty {
                // Items repeated from the pages before: the list moved between their answers
                // (posts at the head of a feed: a few, a page's worth, several pages' worth).
                // Pages read ahead may have been answered before it moved, and the rows it pushed
                // past this page would be in no answer; asked after this one, they overlap it
                // instead, and the overlap is deduplicated.
                dropped = state.takeAhead()
            }
            state.recentIDs.append(ids)
            if state.recentIDs.count > State.recentPages { state.recentIDs.removeFirst() }
            state.facts.pagesDecoded += 1
            state.facts.pagesFull = !state.doubtful && full != nil
            return dropped
        }
        for answer in dropped { answer.cancel() }
    }

    /// Sends the pages after `key` that are wanted and not yet on their way.
    func launch(after key: PageKey, in state: inout State) {
        guard !state.stopped, !state.throttled, state.cut == nil else { return }
        let share = min(maxPageBytes, max(aheadBytes / Self.perHostCap, 2 * state.largestBody))
        let count = min(ReadAheadPlan.count(width: width, facts: state.facts, landed: state.landed.count),
                        max(1, aheadBytes / share))
        for next in ReadAheadPlan.keys(after: key, count: count, facts: state.facts, strategy: source.strategy) {
            var request = source.request(for: next)
            request.url = source.base.resolve(request.url)
            guard state.ahead[request.url] == nil, !state.inTurnOnly.contains(request.url),
                  source.base.isSameOrigin(request.url) else { continue }
            state.keys[request.url] = next
            state.sentAhead += 1
            state.sentAfterFailures[request.url] = state.failuresHanded
            request.bodyCap = share < maxPageBytes ? share : nil
            state.ahead[request.url] = answer(request)
        }
    }

    /// Drops to one request at a time for good when the budget runs low or the server says 429.
    private func observe(_ result: Result<HTTPResponse, HTTPError>, for url: String) {
        switch result {
        case .success(let response):
            let low = response.status == 429
                || RateLimitStatus.parse(response.headers).map { $0.isLow(floor: lowBudget, width: width) } ?? false
            state.withLock { state in
                if low { state.throttled = true }
                if (200..<300).contains(response.status) { state.largestBody = max(state.largestBody, response.body.count) }
            }
        case .failure(.bodyTooLarge(let limit)) where limit < maxPageBytes:
            // A page past its share: the pages still ahead went with shares as small, and would
            // go on downloading that much each to be thrown away. They are dropped and asked in
            // their turn; nothing more goes ahead until a page handed over shows the size.
            let dropped = state.withLock { state in
                state.largestBody = max(state.largestBody, limit)
                state.cut = (urls: (state.cut?.urls ?? []).union([url]), share: min(state.cut?.share ?? limit, limit))
                state.inTurnOnly.formUnion(state.ahead.keys)
                return state.takeAhead()
            }
            for answer in dropped { answer.cancel() }
        case .failure:
            break
        }
    }
}
