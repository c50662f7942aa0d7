extension Paginator {
    /// Pages laid out ahead from a total at most (10 million items of 100).
    static let maxLaidOutPages = 100_000

    /// Puts a page in place: dedupe by id in order, extend the list, then drop far pages.
    func apply(_ page: Page, to target: Target, key: PageKey) {
        var kept: [ListItem] = []
        kept.reserveCapacity(page.items.count)
        var seenTwice = 0
        for item in page.items {
            if heldIDs.insert(item.id).inserted { kept.append(item) } else { seenTwice += 1 }
        }
        if seenTwice > 0 {
            duplicates += seenTwice
            latestNotice = .listMoved(duplicates: duplicates)
        }
        if let pageTotal = page.total, pageTotal >= 0 { total = pageTotal }
        heldItemCount += kept.count
        // Only a page seen for the first time can be a runaway: a refetched far page is not.
        let firstLoad: Bool
        switch target {
        case .slot(let index):
            firstLoad = !slots[index].everLoaded
            if firstLoad { loadedCount += kept.count }
            slots[index].items = kept
            slots[index].rows = kept.count
            slots[index].everLoaded = true
        case .tail:
            firstLoad = true
            usedKeys.insert(key)
            slots.append(Slot(key: key, items: kept, rows: kept.count, everLoaded: true))
            loadedCount += kept.count
            advance(after: key, page: page.summary)
        }
        if firstLoad, plan.runaway.record(sent: page.items.count, added: kept.count) { stopRunaway() }
        extendLayout()
        rebuildRowStarts()
        evictFarPages()
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
            for item in slots[index].items ?? [] { heldIDs.remove(item.id) }
            heldItemCount -= slots[index].items?.count ?? 0
            slots[index].items = nil
        }
    }

    func distance(_ index: Int, from row: Int) -> Int {
        if rowStarts[index + 1] <= row { return row - rowStarts[index + 1] }
        return max(0, rowStarts[index] - row)
    }

    func rebuildRowStarts() {
        var starts = [Int]()
        starts.reserveCapacity(slots.count + 1)
        var row = 0
        for slot in slots {
            starts.append(row)
            row += slot.rows
        }
        starts.append(row)
        rowStarts = starts
    }

    /// The page holding `row` (which must be below the item rows' end).
    func slotIndex(forRow row: Int) -> Int {
        var low = 0
        var high = slots.count - 1
        while low < high {
            let mid = (low + high + 1) / 2
            if rowStarts[mid] <= row { low = mid } else { high = mid - 1 }
        }
        return low
    }

    /// The first page not in memory overlapping `range`, nearest the range's start.
    func firstUnloadedSlot(in range: Range<Int>) -> Int? {
        let itemRows = rowStarts[rowStarts.count - 1]
        guard !range.isEmpty, range.lowerBound < itemRows, !slots.isEmpty else { return nil }
        var index = slotIndex(forRow: max(0, range.lowerBound))
        while index < slots.count, rowStarts[index] < range.upperBound {
            if slots[index].items == nil, slots[index].rows > 0 { return index }
            index += 1
        }
        return nil
    }
}
