extension PagingState {
    /// The source's strategy at the page size the server really serves, once that is known.
    var plannedStrategy: any PageStrategy {
        plan.servedSize.map { strategy.serving(pageSize: $0) } ?? strategy
    }

    /// Works out the next key from the answer; lays out every page at once when the total allows jumping.
    mutating func advance(after key: PageKey, page: PageSummary) {
        learnPageSize(from: page, key: key)
        let planned = plannedStrategy
        var page = page
        // A total proved wrong ends nothing: the pages do.
        if plan.wrongTotal != nil { page.total = nil }
        switch planned.next(after: key, page: page) {
        case .end(let reason):
            nextKey = nil
            endReason = reason
            tellFoundEnd()
        case .next(let next):
            var next = next
            if case .url(let link) = next { next = .url(base.resolve(link)) }
            if usedKeys.contains(next) {
                nextKey = nil
                endReason = "the server's next link repeats an earlier page"
            } else {
                nextKey = next
            }
        }
        layOut()
    }

    /// Learns the server's page size from the tail pages: the first page's count when it differs
    /// from the size asked and the server says more follows (a total, a next link, a cursor, a
    /// `more` flag), or when a second page arrives after it. Told once as a notice. A total says
    /// more follows only past where `key` starts: a dump resumed (or begun, `--offset`) at the
    /// last page is a short page at the end, not a cap.
    mutating func learnPageSize(from page: PageSummary, key: PageKey) {
        guard plan.servedSize == nil, let asked = strategy.pageSize else { return }
        if layout.slots.count == 1 {
            guard page.count > 0, page.count != asked else {
                if page.count == asked { plan.servedSize = asked }
                return
            }
            let more = page.more == true || page.nextURL?.isEmpty == false || page.cursor?.isEmpty == false
                || (page.total.map { $0 > (key.startItem() ?? 0) + page.count } ?? false)
            if more { learned(page.count, asked: asked) } else { plan.unconfirmedSize = page.count }
        } else if let size = plan.unconfirmedSize, page.count > 0 {
            learned(size, asked: asked)
        }
    }

    private mutating func learned(_ size: Int, asked: Int) {
        plan.servedSize = size
        plan.unconfirmedSize = nil
        latestNotice = .servedPageSize(served: size, asked: asked)
    }

    /// After the first page, turns a known total into placeholder slots at the served size.
    mutating func layOut() {
        let planned = plannedStrategy
        guard layout.slots.count == 1, nextKey != nil, let total, let size = planned.pageSize,
              planned.key(forPage: 1) != nil, let pages = pages(for: total, size: size, strategy: planned),
              pages.count > 1
        else { return }
        tell(layout.layOut(size: size, strategy: planned, through: min(total, pages.count * size)).shift)
        nextKey = nil
        endReason = pages.capped ?? PageStep.endOfListReason
    }

    /// Re-plans the layout to the latest total (unless answers proved the total wrong): a grown
    /// total continues or re-reads the short last page and adds placeholders for the new tail, a
    /// smaller one drops the pages past it.
    mutating func replan() {
        guard layout.isLaidOut, plan.wrongTotal == nil, let total, let size = layout.size,
              let pages = pages(for: total, size: size, strategy: plannedStrategy)
        else { return }
        let (shift, dropped) = layout.replan(through: min(total, pages.count * size))
        tell(shift)
        forget(dropped)
        if let notice = pages.capped { endReason = notice }
    }

    /// Pages for `total` items of `size`, cut at the strategy's cap (with its notice); nil when
    /// the total is too large to lay out: an untrusted huge total stays a growing list.
    private func pages(for total: Int, size: Int, strategy: any PageStrategy) -> (count: Int, capped: String?)? {
        var count = total / size + (total % size == 0 ? 0 : 1)
        var capped: String?
        if let cap = strategy.pageCap, count > cap.pages {
            count = cap.pages
            capped = cap.notice
        }
        return count <= Self.maxLaidOutPages ? (count, capped) : nil
    }

    /// Stops a list whose pages keep adding nothing: no next page and no unvisited placeholders.
    mutating func stopRunaway() {
        // A list the strategy already ended (a repeated key) keeps its own reason.
        guard nextKey != nil || layout.slots.contains(where: { !$0.everLoaded }) else { return }
        nextKey = nil
        for shift in layout.dropNeverLoaded() { tell(shift) }
        layout.stopLayingOut()
        endReason = plan.runaway.reason
    }
}
