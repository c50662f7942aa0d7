extension PagingState {
    /// What the loads in flight wait for when none is on the wire (a rate-limit reset before a
    /// retry's backoff); nil while one is, or none runs.
    var waiting: PageLoad.Wait? {
        guard !loads.isEmpty, loads.values.allSatisfy({ $0.wait != nil }) else { return nil }
        return loads.values.contains { $0.wait == .rateLimit } ? .rateLimit : .backoff
    }

    /// Starts the most needed loads, up to `loadCap` in flight, unless loading is stopped: each
    /// is put in `loads` and told as a `start`, then the view is told once.
    mutating func startLoads(now: Duration, gate: Duration?) -> [PagingEffect] {
        guard failure == nil else { return [] }
        let targets = nextTargets(limit: loadCap(now: now, gate: gate) - loads.count)
        guard !targets.isEmpty else { return [] }
        for (key, isTail) in targets { loads[key] = PageLoad(isTail: isTail) }
        return targets.map { PagingEffect.start($0.key, isTail: $0.isTail) } + [.changed]
    }

    /// The loads allowed in flight now: `parallel`; one while a rate limit holds requests
    /// back (`gate`: the instant the origin's gate holds them until; the one waiting at the gate,
    /// the others start when it opens), and one once the rate budget left is low or no more than
    /// may be in flight, as pipe mode's read-ahead does, so loads side by side never spend past it.
    func loadCap(now: Duration, gate: Duration?) -> Int {
        let cap = max(1, configuration.parallel)
        if let gate, now < gate { return 1 }
        if let rate, rate.isLow(floor: configuration.lowBudget, width: cap) { return 1 }
        return cap
    }

    /// Up to `limit` pages to load now, most needed first, none already in flight: placeholders
    /// on screen, then near ones (see `plannedRanges`), then the next page at the end, which
    /// only ever has one load. Records the rows wanted.
    mutating func nextTargets(limit: Int) -> [(key: PageKey, isTail: Bool)] {
        guard limit > 0 else { return [] }
        var targets: [(key: PageKey, isTail: Bool)] = []
        var chosen: Set<PageKey> = []
        for range in plannedRanges() {
            for index in unloadedSlots(in: range) {
                let key = layout.slots[index].key
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
        if wantedRows.upperBound > layout.rows { targets.append((next, true)) }
        return targets
    }

    /// The pages not in memory overlapping `range`, from the range's start.
    func unloadedSlots(in range: Range<Int>) -> [Int] {
        let (slots, rowStarts) = (layout.slots, layout.rowStarts)
        guard !range.isEmpty, range.lowerBound < layout.rows, !slots.isEmpty else { return [] }
        var found: [Int] = []
        var index = layout.slotIndex(forRow: max(0, range.lowerBound))
        while index < slots.count, rowStarts[index] < range.upperBound {
            // Pages written and let go (pipe mode) are never read again.
            if slots[index].items == nil, slots[index].rows > 0, rowStarts[index + 1] > passedRows { found.append(index) }
            index += 1
        }
        return found
    }

    /// Where the answer for `key` goes now: the placeholder with that key wherever it moved, or
    /// the end while `key` is the next page's there (a page cut from a layout whose total proved
    /// wrong may be: it is read as that, not asked again); nil when neither is.
    func target(of key: PageKey, isTail: Bool) -> PageTarget? {
        if !isTail, let index = layout.slots.firstIndex(where: { $0.key == key && $0.items == nil }) {
            return .slot(index)
        }
        guard key == nextKey, isTail || !loads.values.contains(where: \.isTail) else { return nil }
        return .tail
    }
}
