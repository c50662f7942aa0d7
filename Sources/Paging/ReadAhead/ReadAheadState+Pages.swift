/// What the read-ahead learns from each page the paginator decodes in its turn.
extension ReadAheadState {
    /// Learns the total and whether pages come back full; a page repeating items of the pages
    /// before shows the list moved, and the answers ahead are dropped. `served`: the size the
    /// paginator learned the server serves from the pages before this one (`PagePlan.servedSize`).
    mutating func learn(total: Int?, ids list: [String], served: Int?) -> [ReadAheadEffect] {
        if let total { facts.total = total }
        let full = full(count: list.count, total: total, served: served)
        let ids = Set(list)
        let moved = recentIDs.contains { !ids.isDisjoint(with: $0) }
        // The second page repeating the first whole is a server ignoring the page parameter:
        // the runaway guard's to stop, in its four requests, with nothing asked again here.
        if facts.pagesDecoded == 1, !ids.isEmpty, ids.isSubset(of: recentIDs.last ?? []) { ignoresPage = true }
        if full == false || moved { doubtful = true }
        // Items repeated from the pages before: the list moved between their answers (posts at
        // the head of a feed: a few, a page's worth, several pages' worth). Pages read ahead may
        // have been answered before it moved, and the rows it pushed past this page would be in
        // no answer; asked after this one, they overlap it instead, and the overlap is deduplicated.
        let dropped = moved && !ignoresPage ? takeAhead() : []
        recentIDs.append(ids)
        if recentIDs.count > Self.recentPages { recentIDs.removeFirst() }
        facts.pagesDecoded += 1
        facts.pagesFull = !doubtful && full != nil
        return dropped
    }

    /// Whether a page of `count` items came back as full as pages are served; nil while that is
    /// not known yet.
    ///
    /// A size other than the one asked (a cap below it, or the server's own default when none was
    /// sent and the key carries an assumed one) is learned by the paginator (`PagingState.learnPageSize`),
    /// from the first page where more follow; pages ahead step by it once the second page came back
    /// at that size too. One page alone does not say it for guesses (a first page short of items
    /// dropped after the cut would send every guess astray); any other page of another size stops them.
    mutating func full(count: Int, total: Int?, served: Int?) -> Bool? {
        if let size = facts.servedSize ?? facts.first.askedSize, count == size { return true }
        guard facts.servedSize == nil, count > 0, total != nil else { return false }
        switch facts.pagesDecoded {
        case 0:
            return nil
        case 1 where count == served:
            facts.servedSize = count
            return true
        default:
            return false
        }
    }
}
