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
/// Which pages go ahead, which answers are dropped and which are asked again is decided by
/// `ReadAheadState`; this transport keeps it behind one lock (never held across an await), with
/// the answers' tasks, and runs its effects. Threading: any thread.
public final class ReadAheadTransport: Transport, Sendable {
    /// Requests one dump keeps in flight to its host at most, whatever `--parallel` says: the
    /// most connections aria2, a download tool built to open several, allows to one server.
    public static let perHostCap = ReadAheadState.perHostCap

    /// What the bodies of the pages read ahead may take together, whatever the width and whatever
    /// the server sends: a server answering small first pages and then endless bodies held ten
    /// times the cap at ten wide (450 MB), and one sizing its pages to raise a per-page allowance
    /// would again. Each page ahead may have twice the largest body seen (at least a sixteenth of
    /// this, so all sixteen fit), and only as many go ahead as fit; a page past its share is asked
    /// again in its turn, under the cap alone.
    public static let aheadBytes = 64 * 1024 * 1024

    typealias Answer = Task<Result<HTTPResponse, HTTPError>, Never>

    /// The rules and the answers they keep, behind one lock.
    struct Locked {
        var rules: ReadAheadState
        /// The answers to the requests in `rules.ahead`, by URL.
        var answers: [String: Answer] = [:]
        /// Pages decoded as their answers came back, by URL, with the body each was decoded from:
        /// the paginator takes them in its turn instead of decoding there, one page after another.
        var decoded: [String: (body: [UInt8], page: Result<Page, PagingError>)] = [:]
        /// Answer tasks not yet through their landing step, which may still send the next pages.
        var landing = 0
        /// The callers of `settled()` waiting for `landing` to reach 0, by id.
        var idleWaiters: [Int: CheckedContinuation<Void, Never>] = [:]
        var nextWaiter = 0
    }

    let inner: any Transport
    let source: any PageSource
    let lowBudget: Int
    let width: Int
    let state: Mutex<Locked>

    /// Reads up to `parallel - 1` pages ahead of `source` (capped at `perHostCap`) through `inner`;
    /// `limit` is the dump's `--limit`; at or under `lowBudget` requests left it reads none ahead.
    public init(wrapping inner: any Transport, source: any PageSource, parallel: Int, limit: Int?, lowBudget: Int,
                maxPageBytes: Int = TransportLimits.defaultMaxBodyBytes, aheadBytes: Int = ReadAheadTransport.aheadBytes) {
        self.inner = inner
        self.source = source
        self.lowBudget = lowBudget
        let facts = ReadAheadPlan.Facts(first: source.strategy.first, limit: limit, pagesSayTotal: source.pagesSayTotal,
                                        sendsPageSize: source.sendsPageSize)
        let rules = ReadAheadState(facts: facts, parallel: parallel, aheadBytes: aheadBytes, maxPageBytes: maxPageBytes)
        width = rules.width
        state = Mutex(Locked(rules: rules))
    }

    /// Requests sent ahead so far (answers taken or not).
    public var requestsSentAhead: Int { state.withLock { $0.rules.sentAhead } }

    /// The answer to `request`: the one read ahead if it went ahead (or that page asked again, when
    /// the rules find the answer old), else sent now; the pages after its key go out beside it.
    nonisolated(nonsending) public func send(_ request: HTTPRequest) async throws(HTTPError) -> HTTPResponse {
        let url = request.url
        let (waiting, dropped) = state.withLock { locked -> (Answer?, [Answer]) in
            let waiting = locked.answers.removeValue(forKey: url)
            return (waiting, run(locked.rules.handle(.asked(url), source: source), in: &locked))
        }
        cancel(dropped)
        var result: Result<HTTPResponse, HTTPError>
        if let waiting {
            result = await withTaskCancellationHandler { await waiting.value } onCancel: { waiting.cancel() }
            let taken = reply(result)
            let again = state.withLock { $0.rules.handle(.taken(url, taken), source: source) }
            if again.contains(.askAgain(url)) { result = await fetch(request) }
        } else {
            result = await fetch(request)
        }
        let handed = reply(result)
        _ = state.withLock { $0.rules.handle(.handed(url, handed), source: source) }
        return try result.get()
    }

    /// Sends `request` in the paginator's turn; what its answer says is told to the rules.
    nonisolated(nonsending) func fetch(_ request: HTTPRequest) async -> Result<HTTPResponse, HTTPError> {
        let result = await wire(request)
        let event = ReadAheadEvent.answered(request.url, reply(result))
        cancel(state.withLock { locked in run(locked.rules.handle(event, source: source), in: &locked) })
        return result
    }

    /// Sends `request` now.
    nonisolated(nonsending) func wire(_ request: HTTPRequest) async -> Result<HTTPResponse, HTTPError> {
        do throws(HTTPError) {
            return .success(try await inner.send(request))
        } catch {
            return .failure(error)
        }
    }

    /// What the rules need to know of `result`.
    func reply(_ result: Result<HTTPResponse, HTTPError>) -> ReadAheadReply {
        ReadAheadReply(result, lowBudget: lowBudget, width: width)
    }

    /// Cancels the requests whose answers nobody will take (the dump ended or failed).
    public func stop() {
        cancel(state.withLock { locked in run(locked.rules.handle(.stop, source: source), in: &locked) })
    }

    /// Notes the key a page request was built for, so its successors can be read ahead.
    func note(_ key: PageKey, url: String) {
        _ = state.withLock { $0.rules.handle(.noted(key, url: url), source: source) }
    }

    /// Learns the total and whether pages come back full from a decoded page.
    func learn(_ page: Page) {
        let event = ReadAheadEvent.learned(total: page.total, ids: page.items.map(\.id))
        cancel(state.withLock { locked in run(locked.rules.handle(event, source: source), in: &locked) })
    }

    /// Runs the rules' sends and drops under the lock; the answers dropped are returned, to be
    /// cancelled outside it. (`askAgain` is the sender's, in `send`.)
    func run(_ effects: [ReadAheadEffect], in locked: inout Locked) -> [Answer] {
        var dropped: [Answer] = []
        for effect in effects {
            switch effect {
            case .send(let requests):
                for ahead in requests {
                    var request = source.request(for: ahead.key)
                    request.url = ahead.url
                    request.bodyCap = ahead.bodyCap
                    locked.landing += 1
                    locked.answers[ahead.url] = answer(request)
                }
            case .cancel(let urls):
                for url in urls {
                    locked.decoded[url] = nil
                    if let answer = locked.answers.removeValue(forKey: url) { dropped.append(answer) }
                }
            case .askAgain:
                break
            }
        }
        return dropped
    }

    /// Cancels answers dropped, outside the lock.
    func cancel(_ answers: [Answer]) {
        for answer in answers { answer.cancel() }
    }
}
