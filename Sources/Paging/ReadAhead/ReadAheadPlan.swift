
/// Which pages pipe mode may ask for before the paginator does: a pure function of what is known.
///
/// A page is asked for ahead only when it is certain to be wanted: its key is the one the
/// sequential strategy will step to (page numbers count up; offsets step by a full page, so only
/// after a page came back full), it starts before the list's total, and before `--limit` has
/// been reached counting from the first key. Without a total or a limit the end is unknown and
/// nothing is read ahead: a request past the end would be wasted. The second page is the one
/// exception: where pages say the total it goes with the first, whose answer will say the end.
public enum ReadAheadPlan {
    /// What the planner knows about the list so far.
    public struct Facts: Sendable, Equatable {
        /// The key the dump started from.
        public var first: PageKey
        /// The list's length from the last page that said it.
        public var total: Int?
        /// Items the dump stops after (`--limit`).
        public var limit: Int?
        /// Whether every page so far came back as full as asked: offsets step by the count served.
        public var pagesFull: Bool
        /// Pages decoded so far.
        public var pagesDecoded: Int
        /// Whether the source's pages say the total (`PageSource.pagesSayTotal`).
        public var pagesSayTotal: Bool
        /// Whether requests ask for the size the keys carry (`PageSource.sendsPageSize`).
        public var sendsPageSize: Bool
        /// The size pages come back at, where the first page showed another than the keys carry
        /// (a cap, or the server's default when none is sent) and its total said more follow.
        public var servedSize: Int?

        /// A facts value.
        public init(first: PageKey, total: Int? = nil, limit: Int? = nil, pagesFull: Bool = false,
                    pagesDecoded: Int = 0, pagesSayTotal: Bool = false, sendsPageSize: Bool = true, servedSize: Int? = nil) {
            self.first = first
            self.total = total
            self.limit = limit
            self.pagesFull = pagesFull
            self.pagesDecoded = pagesDecoded
            self.pagesSayTotal = pagesSayTotal
            self.sendsPageSize = sendsPageSize
            self.servedSize = servedSize
        }
    }

    /// How many pages go out ahead of the one asked for, with at most `width` requests in flight:
    /// the second page with the first (when pages say the total);
    /// two more once the first came back (a server repeating its first page is found out within
    /// the four requests the runaway guard makes anyway); then all the width allows, the second
    /// page having proved the server steps through the list. From then on the `landed` answers,
    /// full pages waiting to be taken, are inside the list and off the wire: each frees its place,
    /// so a page goes out as soon as one comes back full, not only once the dump has printed one.
    /// The width bounds the guesses in flight, and so the guesses past the end (a short, empty or
    /// failed answer frees nothing); what pages waiting hold is capped apart, in bytes.
    ///
    /// Why the total for the second: sent together, the first two are answered in either order.
    /// A second answered before items were posted at the head and a first answered after would
    /// leave the rows the posts pushed past the first in neither answer, and with nothing
    /// repeated nothing shows it; only the second's lower total does (the paginator asks again).
    /// Every later page goes out after the first came back, so a move shows as repeated items.
    public static func count(width: Int, facts: Facts, landed: Int = 0) -> Int {
        guard width > 1 else { return 0 }
        switch facts.pagesDecoded {
        case 0: return facts.pagesSayTotal ? 1 : 0
        case 1: return min(width - 1, 2)
        default: return width - 1 + landed
        }
    }

    /// Up to `count` keys after `key`, in list order, each certain to be asked for next: the keys
    /// `strategy` steps to after full pages (its end at the total and its page cap are its own),
    /// as long as they start before `--limit` is reached.
    public static func keys(after key: PageKey, count: Int, facts: Facts, strategy: any PageStrategy) -> [PageKey] {
        // Before any page came back the first is taken for full, and where pages say the total the
        // end is taken for known: the first's answer will say it. Only a list of one page, or an
        // offset list whose server serves fewer than asked (a cap), makes the second a request
        // wasted. A size left to the server's default would make an offset a blind guess, and
        // hide whether a page number is within `--limit`, so not then.
        let endKnown = facts.total != nil || facts.limit != nil || (facts.pagesDecoded == 0 && facts.pagesSayTotal)
        let stepKnown = facts.pagesDecoded > 0 || facts.sendsPageSize || (key.isPageNumber && facts.limit == nil)
        // Only offsets and page numbers are known before their page answers; a cursor, an id or a link is not.
        guard count > 0, facts.pagesFull || facts.pagesDecoded == 0, endKnown, stepKnown,
              let size = facts.servedSize ?? key.askedSize, let firstStart = facts.first.startItem(size: facts.servedSize)
        else { return [] }
        let stepping = facts.servedSize.map { strategy.serving(pageSize: $0) } ?? strategy
        var keys: [PageKey] = []
        var current = key
        while keys.count < count {
            let full = PageSummary(count: size, total: facts.total)
            guard case .next(let next) = stepping.next(after: current, page: full),
                  let start = next.startItem(size: facts.servedSize) else { break }
            if let limit = facts.limit, start - firstStart >= limit { break }
            keys.append(next)
            current = next
        }
        return keys
    }
}

extension PageKey {
    /// Whether this is a page number, whose next page is the next number whatever size is served.
    var isPageNumber: Bool {
        if case .page = self { return true }
        return false
    }

    /// The items asked for, for offsets and page numbers.
    var askedSize: Int? {
        switch self {
        case .offset(_, let limit): limit
        case .page(_, let perPage): perPage
        default: nil
        }
    }
}
