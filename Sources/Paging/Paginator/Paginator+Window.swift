extension Paginator {
    /// Pages laid out ahead from a total at most (10 million items of 100).
    static let maxLaidOutPages = 100_000

    /// Puts a page in place: dedupe by id in order, fit it into the layout (or end the layout
    /// where it proves the total wrong), re-plan to the total, then drop far pages.
    func apply(_ page: Page, to target: Target, key: PageKey) {
        if let pageTotal = page.total, pageTotal >= 0, plan.wrongTotal == nil { total = pageTotal }
        if let notice = page.notice { latestNotice = notice }
        // Only a page seen for the first time can be a runaway: a refetched far page is not.
        let firstLoad: Bool
        var added = 0
        let skippedBefore = skippedWrittenBefore
        switch target {
        case .slot(let index):
            firstLoad = !slots[index].everLoaded
            if page.items.isEmpty, emptyPageEndsLayout(at: index) { break }
            // A page taking more than its span would overlap the next one: the rest is that page's.
            let items = layout.capacity(of: index).map { Array(page.items.prefix($0)) } ?? page.items
            let kept = dedupe(items)
            added = kept.count
            if firstLoad { loadedCount += kept.count }
            let wasLast = index == slots.count - 1
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
        evictFarPages()
    }

    /// The items not held yet, in order; the rest counted as duplicates (the list moved).
    private func dedupe(_ items: [ListItem]) -> [ListItem] {
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

    /// Lets go of page `index`'s items; it shows placeholders until loaded again.
    func releaseItems(of index: Int) {
        // A page put in by following has no key to read it again at: it stays.
        guard !layout.isFollowed(index) else { return }
        let items = layout.release(index)
        if index == layout.slots.count - 1, let last = items.last { releasedLast = last }
        for item in items { heldIDs.remove(item.id) }
        heldItemCount -= items.count
    }

    /// Drops the pages farthest from the viewport until at most `maxItems` are held.
    func evictFarPages() {
        guard heldItemCount > configuration.maxItems else { return }
        let center = viewport.lowerBound + viewport.count / 2
        let candidates = slots.indices.filter { index in
            slots[index].items != nil && !(rowStarts[index]..<rowStarts[index + 1]).overlaps(viewport)
                && !(rowStarts[index]..<rowStarts[index + 1]).overlaps(wantedRows)
        }
        let farthestFirst = candidates.sorted { distance($0, from: center) > distance($1, from: center) }
        for index in farthestFirst where heldItemCount > configuration.maxItems {
            releaseItems(of: index)
        }
    }

    func distance(_ index: Int, from row: Int) -> Int {
        if rowStarts[index + 1] <= row { return row - rowStarts[index + 1] }
        return max(0, rowStarts[index] - row)
    }

    /// The page holding `row` (which must be below the item rows' end).
    func slotIndex(forRow row: Int) -> Int { layout.slotIndex(forRow: row) }
}
