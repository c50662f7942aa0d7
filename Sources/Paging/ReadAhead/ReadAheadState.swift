/// The read-ahead's rules as a value (`ReadAheadTransport` drives it): which pages go out ahead of
/// the one asked for, which answers ahead are dropped, which taken answer is asked again, and what
/// each answer and decoded page teaches. Pure: no lock, task, transport or clock; each event in
/// (`handle`) gives the effects for the transport to run, in order.
///
/// The answers themselves (tasks, bodies, pages decoded ahead) stay in the transport, by URL, for
/// exactly the URLs in `ahead`.
struct ReadAheadState: Sendable, Equatable {
    /// Requests one dump keeps in flight to its host at most (`ReadAheadTransport.perHostCap`).
    static let perHostCap = 16
    /// The pages decoded last whose ids a page repeating shows the list moved.
    static let recentPages = 4

    /// Requests in flight at most: the paginator's and the pages ahead.
    let width: Int
    /// What the bodies of the pages ahead may take together (`ReadAheadTransport.aheadBytes`).
    let aheadBytes: Int
    /// The body a page may have at most, asked in its turn.
    let maxPageBytes: Int

    var facts: ReadAheadPlan.Facts
    /// The key of each page request the source built, by resolved URL.
    var keys: [String: PageKey] = [:]
    /// Requests sent ahead, by URL, until the paginator takes their answers.
    var ahead: Set<String> = []
    /// The URLs in `ahead` whose answers have come back as full pages: inside the list, off the
    /// wire, each frees its place for the next page.
    var landed: Set<String> = []
    /// The key the paginator asked for last: the pages ahead are counted from it.
    var lastAsked: PageKey?
    /// The URLs the paginator has taken from `ahead` and waits on, with the failures handed over
    /// when each was sent.
    var awaited: [String: Int] = [:]
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
    var cut: Set<String> = []
    /// The smallest share a page ahead came back past; nil: no cut, pages go ahead.
    var cutShare: Int?
    /// Pages ahead when one came back past its share: asked in their turn only, so that no page
    /// is asked more than twice.
    var inTurnOnly: Set<String> = []
    /// The size the first page came back at, other than asked, until the second confirms it.
    var unconfirmedSize: Int?
    /// Failures handed to the paginator so far, and that count when each page ahead was sent.
    var failuresHanded = 0
    var sentAfterFailures: [String: Int] = [:]

    /// The rules for `facts`' list, `width` wide (capped at `perHostCap`).
    init(facts: ReadAheadPlan.Facts, parallel: Int, aheadBytes: Int, maxPageBytes: Int) {
        self.facts = facts
        width = min(max(parallel, 1), Self.perHostCap)
        self.aheadBytes = aheadBytes
        self.maxPageBytes = maxPageBytes
    }

    /// The one transition of the read-ahead; `source` builds the requests of the pages sent ahead.
    mutating func handle(_ event: ReadAheadEvent, source: any PageSource) -> [ReadAheadEffect] {
        switch event {
        case let .noted(key, url):
            keys[url] = key
            return []
        case .asked(let url):
            return asked(url, source: source)
        case let .answered(url, reply):
            return observe(reply, for: url)
        case let .landed(url, reply, items):
            return observe(reply, for: url) + land(url, items: items, source: source)
        case let .taken(url, reply):
            return taken(url, reply)
        case let .handed(url, reply):
            handed(url, reply)
            return []
        case let .learned(total, ids):
            return learn(total: total, ids: ids)
        case .stop:
            stopped = true
            return takeAhead()
        }
    }
}
