extension PagingState {
    /// A page answered after `took` on the clock: the latency is averaged in, the last error and
    /// the rate-limit streak are over.
    mutating func answered(took: Duration) {
        latency = latencyMeasured ? (latency + took) / 2 : took
        latencyMeasured = true
        lastError = nil
        rateLimitStreak = 0
    }

    /// Puts a page in place: dedupe by id in order, fit it into the layout (or end the layout
    /// where it proves the total wrong), re-plan to the total, then drop far pages past `maxItems`.
    mutating func apply(_ page: Page, to target: PageTarget, key: PageKey, maxItems: Int) {
        if let pageTotal = page.total, pageTotal >= 0, plan.wrongTotal == nil { total = pageTotal }
        if let notice = page.notice { latestNotice = notice }
        // Only a page seen for the first time can be a runaway: a refetched far page is not.
        let firstLoad: Bool
        var added = 0
        let skippedBefore = skippedWrittenBefore
        switch target {
        case .slot(let index):
            firstLoad = !layout.slots[index].everLoaded
            if page.items.isEmpty, emptyPageEndsLayout(at: index) { break }
            // A page taking more than its span would overlap the next one: the rest is that page's.
            let items = layout.capacity(of: index).map { Array(page.items.prefix($0)) } ?? page.items
            let kept = dedupe(items)
            added = kept.count
            if firstLoad { loadedCount += kept.count }
            let wasLast = index == layout.slots.count - 1
            tell(layout.place(kept, sent: items.count, at: index))
            if wasLast { checkPastTotal(lastSent: items.count) }
        case .tail:
            firstLoad = true
            usedKeys.insert(key)
            let kept = dedupe(page.items)
            added = kept.count
            loadedCount += kept.count
            layout.append(key: key, items: kept, sent: page.items.count)
            plan.tailTotal = page.total
            advance(after: key, page: page.summary)
        }
        // Rows an earlier run wrote are new to this run: not a runaway's repeats.
        added += skippedWrittenBefore - skippedBefore
        if firstLoad, plan.runaway.record(sent: page.items.count, added: added, placed: target != .tail, total: page.total) {
            stopRunaway()
        }
        replan()
        evictFarPages(maxItems: maxItems)
    }

    /// The items not held yet, in order; the rest counted as duplicates (the list moved).
    private mutating func dedupe(_ items: [ListItem]) -> [ListItem] {
        var kept: [ListItem] = []
        kept.reserveCapacity(items.count)
        var seenTwice = 0
        for item in items {
            if !writtenBefore.isEmpty, writtenBefore.contains(IDDigest(item.id).short) {
                skippedWrittenBefore += 1
                continue
            }
            let passed = !passedIDs.isEmpty && passedIDs.contains(item.id)
            if !passed, heldIDs.insert(item.id).inserted { kept.append(item) } else { seenTwice += 1 }
        }
        if seenTwice > 0 {
            duplicates += seenTwice
            latestNotice = .listMoved(duplicates: duplicates)
        }
        heldItemCount += kept.count
        return kept
    }
}
