/// The read-ahead of a list read in order (pipe mode, `PagingConfiguration.readsInOrder`), as part
/// of the list's state (`PagingState.readAhead`): while the paginator waits for page k, the pages
/// after it that are certain to be asked for next are already on the wire, up to
/// `PagingConfiguration.parallel` in flight, and their answers wait until the paginator asks for
/// them, in order. These are its rules: which pages go out ahead of the one asked for, which answers
/// ahead are dropped, which taken answer is asked again, and what each answer and decoded page
/// teaches. Pure: each event in (`PagingEvent.readAhead`) gives the effects for the paginator to
/// run, in order (`PagingEffect.readAhead`).
///
/// An answer read ahead is handed over once, whatever it is (a 500, a 429, a reset), so errors and
/// retries go the paginator's way; a retry is a new request. Two kinds of answer are old by the
/// time they are taken, and asked again instead: a failure sent before another failure was handed
/// over (the paginator has waited that one out), and every answer still ahead when a page shows the
/// list moved under the dump (posts at its head). The answers themselves (their tasks, the pages
/// decoded from them) are the paginator's, by key, for exactly the keys in `ahead`.
struct ReadAheadState: Sendable, Equatable {
    /// The pages decoded last whose ids a page repeating shows the list moved.
    static let recentPages = 4

    /// Requests in flight at most: the paginator's and the pages ahead.
    let width: Int
    /// What the bodies of the pages ahead may take together (`PagingConfiguration.readAheadBytes`).
    let aheadBytes: Int
    /// The body a page may have at most, asked in its turn.
    let maxPageBytes: Int

    var facts: ReadAheadPlan.Facts
    /// Pages sent ahead, until the paginator takes their answers.
    var ahead: Set<PageKey> = []
    /// The pages in `ahead` whose answers have come back as full pages: inside the list, off the
    /// wire, each frees its place for the next page.
    var landed: Set<PageKey> = []
    /// The key the paginator asked for last: the pages ahead are counted from it.
    var lastAsked: PageKey?
    /// The pages the paginator has taken from `ahead` and waits on, with the failures handed over
    /// when each was sent.
    var awaited: [PageKey: Int] = [:]
    /// Set for good once the rate budget ran low or a 429 came back: one request at a time.
    var throttled = false
    /// Set for good once a page came back shorter than asked or repeated an item of the page
    /// before (a server ignoring the page parameter, a list moving): the guesses stop there.
    var doubtful = false
    /// The ids of the pages decoded last, the latest at the end.
    var recentIDs: [Set<String>] = []
    /// Set for good once the second page repeated the first whole.
    var ignoresPage = false
    var stopped = false
    var sentAhead = 0
    /// The largest body a 2xx answer has had, or a page ahead was found to pass.
    var largestBody = 0
    /// The pages ahead that came back past their share, until one of them, or a page at least
    /// `cutShare` large, is handed over: the share its size sets is the one to send the next
    /// pages at. A page answered before the cut says nothing of it.
    var cut: Set<PageKey> = []
    /// The smallest share a page ahead came back past; nil: no cut, pages go ahead.
    var cutShare: Int?
    /// Pages ahead when one came back past its share: asked in their turn only, so that no page
    /// is asked more than twice.
    var inTurnOnly: Set<PageKey> = []
    /// Failures handed to the paginator so far, and that count when each page ahead was sent.
    var failuresHanded = 0
    var sentAfterFailures: [PageKey: Int] = [:]

    /// The rules for the list of `source` read as `configuration` says: `parallel` wide, within
    /// `readLimit`, `readAheadBytes` and `maxPageBytes`.
    init(source: any PageSource, configuration: PagingConfiguration) {
        let facts = ReadAheadPlan.Facts(first: source.strategy.first, limit: configuration.readLimit,
                                        pagesSayTotal: source.pagesSayTotal, sendsPageSize: source.sendsPageSize)
        self.init(facts: facts, parallel: configuration.parallel, aheadBytes: configuration.readAheadBytes,
                  maxPageBytes: configuration.maxPageBytes)
    }

    /// The rules for `facts`' list, `width` wide (capped at `PagingConfiguration.maxParallel`).
    init(facts: ReadAheadPlan.Facts, parallel: Int, aheadBytes: Int, maxPageBytes: Int) {
        self.facts = facts
        width = min(max(parallel, 1), PagingConfiguration.maxParallel)
        self.aheadBytes = aheadBytes
        self.maxPageBytes = maxPageBytes
    }

    /// The one transition of the read-ahead; `strategy` steps to the keys of the pages sent ahead,
    /// `served` is the page size the paginator learned the server serves (`PagePlan.servedSize`).
    mutating func handle(_ event: ReadAheadEvent, strategy: any PageStrategy, served: Int? = nil) -> [ReadAheadEffect] {
        switch event {
        case .asked(let key):
            return asked(key, strategy: strategy)
        case .unsent(let key):
            unsent(key)
            return []
        case let .answered(key, reply):
            return observe(reply, for: key)
        case let .landed(key, reply, items):
            return observe(reply, for: key) + land(key, items: items, strategy: strategy)
        case let .taken(key, reply):
            return taken(key, reply)
        case let .handed(key, reply):
            handed(key, reply)
            return []
        case let .learned(total, ids):
            return learn(total: total, ids: ids, served: served)
        case .stop:
            stopped = true
            return takeAhead()
        }
    }
}
