extension Paginator {
    /// One load in flight, by the key it asks for: a re-plan moves a page's index, never its key.
    struct Load {
        /// Whether it reads the next page at the end (at most one does) rather than a known page.
        let isTail: Bool
        /// What it is waiting for, if anything (then nothing of it is on the wire).
        var wait: Wait?
        /// The instant on `now`'s clock it sleeps until, while asleep (for `quiescent()`).
        var wakeAt: Duration?
        /// Its task, to cancel when superseded.
        var task: Task<Void, Never>?
    }

    /// What the loads in flight wait for when none is on the wire (a rate-limit reset before a
    /// retry's backoff); nil while one is, or none runs.
    var waiting: Wait? {
        guard !loads.isEmpty, loads.values.allSatisfy({ $0.wait != nil }) else { return nil }
        return loads.values.contains { $0.wait == .rateLimit } ? .rateLimit : .backoff
    }

    /// The loads allowed in flight now: `parallel`; one while a rate limit holds requests
    /// back (the one waiting at the gate; the others start when it opens), and one once the rate
    /// budget left is low or no more than may be in flight, as pipe mode's read-ahead does, so
    /// loads side by side never spend past it.
    var loadCap: Int {
        let cap = max(1, configuration.parallel)
        if let until = blockedUntil, now < until { return 1 }
        if let rate, rate.isLow(floor: configuration.lowBudget, width: cap) { return 1 }
        return cap
    }

    /// Up to `limit` pages to load now, most needed first, none already in flight: placeholders
    /// on screen, then near ones (see `plannedRanges`), then the next page at the end, which
    /// only ever has one load.
    func nextTargets(limit: Int) -> [(key: PageKey, isTail: Bool)] {
        guard limit > 0 else { return [] }
        var targets: [(key: PageKey, isTail: Bool)] = []
        var chosen: Set<PageKey> = []
        for range in plannedRanges() {
            for index in unloadedSlots(in: range) {
                let key = slots[index].key
                guard loads[key] == nil, chosen.insert(key).inserted else { continue }
                targets.append((key, false))
                if targets.count == limit { return targets }
            }
        }
        // One load a key: a page cut from a layout whose total proved wrong may be the next page
        // at its new end; its answer goes nowhere, and the end waits for it to land.
        guard let next = nextKey, endReason == nil, loads[next] == nil, !loads.values.contains(where: \.isTail)
        else { return targets }
        // An order over the distance, never an equality on an index: a jump past the end loads too.
        // `>`: the next page is wanted once the trailing row (index `itemRows`) is within reach, not
        // the last item; otherwise a view on the first row of a one-item page fetches a page ahead
        // (pipe mode with `--limit 1` asked for a page it never printed).
        let itemRows = rowStarts[rowStarts.count - 1]
        if wantedRows.upperBound > itemRows { targets.append((next, true)) }
        return targets
    }

    /// The pages not in memory overlapping `range`, from the range's start.
    func unloadedSlots(in range: Range<Int>) -> [Int] {
        let itemRows = rowStarts[rowStarts.count - 1]
        guard !range.isEmpty, range.lowerBound < itemRows, !slots.isEmpty else { return [] }
        var found: [Int] = []
        var index = slotIndex(forRow: max(0, range.lowerBound))
        while index < slots.count, rowStarts[index] < range.upperBound {
            // Pages written and let go (pipe mode) are never read again.
            if slots[index].items == nil, slots[index].rows > 0, rowStarts[index + 1] > passedRows { found.append(index) }
            index += 1
        }
        return found
    }

    /// The index of the placeholder `key` asks for, if the layout still has it: an answer for a
    /// page re-planned or cut away meanwhile has nowhere to go.
    func placeholder(for key: PageKey) -> Int? {
        slots.firstIndex { $0.key == key && $0.items == nil }
    }
}
