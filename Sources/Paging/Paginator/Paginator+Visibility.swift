extension Paginator {
    // MARK: Visibility

    /// Rows now on screen: records the viewport, speed and direction, loads what is near, then
    /// drops pages that left the screen and are no longer wanted (see `disappeared`).
    public func appeared(_ rows: Range<Int>) {
        let now = stopwatch.elapsed()
        if !viewport.isEmpty, rows.lowerBound != viewport.lowerBound { movingUp = rows.lowerBound < viewport.lowerBound }
        if let last = lastAppear {
            if now > last.at {
                let speed = Double(abs(rows.lowerBound - last.row)) / (now - last.at).seconds
                rowsPerSecond = rowsPerSecond == 0 ? speed : (rowsPerSecond + speed) / 2
                lastAppear = (rows.lowerBound, now)
            }
        } else {
            lastAppear = (rows.lowerBound, now)
        }
        viewport = rows
        pump()
        dropDeparted()
    }

    /// Rows the caller expects to show soon (a jump it is about to make): loaded like visible
    /// ones. The view does not need it: the paginator's own policy looks ahead.
    public func prefetch(_ rows: Range<Int>) {
        prefetchHint = rows
        pump()
    }

    /// Rows that left the screen. Over `PagingConfiguration.keepItems`, their pages are dropped
    /// at the next `appeared` unless still on screen or within reach (the wanted rows), before
    /// the `maxItems` bound would have to.
    public func disappeared(_ rows: Range<Int>) {
        let itemRows = rowStarts[rowStarts.count - 1]
        guard !rows.isEmpty, rows.lowerBound < itemRows, !slots.isEmpty else { return }
        var index = slotIndex(forRow: max(0, rows.lowerBound))
        while index < slots.count, rowStarts[index] < rows.upperBound {
            departed.insert(slots[index].key)
            index += 1
        }
    }

    /// The ranges to load, most needed first: the screen, a caller's hint, then ahead in the
    /// direction of travel and one screen the other way. Also records the rows wanted.
    func plannedRanges() -> [Range<Int>] {
        let height = viewport.isEmpty ? configuration.initialViewportHeight : viewport.count
        let shown = viewport.isEmpty ? 0..<height : viewport
        let budgetLow = rate.map { $0.remaining <= configuration.lowBudget } ?? false
        let ahead = configuration.prefetch.distance(
            viewportHeight: height, rowsPerSecond: rowsPerSecond, latency: latency, budgetLow: budgetLow)
        let below = shown.upperBound..<(shown.upperBound + ahead)
        let above = max(0, shown.lowerBound - height)..<shown.lowerBound
        wantedRows = above.lowerBound..<below.upperBound
        // Ahead in the direction of travel first: the user gets there next.
        return movingUp ? [shown, prefetchHint, above, below] : [shown, prefetchHint, below, above]
    }

    /// Drops loaded pages whose rows left the screen, farthest first, while more than
    /// `keepItems` are held, keeping the screen and the wanted rows.
    func dropDeparted() {
        // Under the watermark nothing is dropped: the set is only looked through above it.
        guard !departed.isEmpty, heldItemCount > configuration.keepItems else { return }
        _ = plannedRanges()
        var candidates: [Int] = []
        var stillOff: Set<PageKey> = []
        for index in slots.indices where departed.contains(slots[index].key) && slots[index].items != nil {
            let span = rowStarts[index]..<rowStarts[index + 1]
            if span.overlaps(viewport) { continue }  // back on screen
            stillOff.insert(slots[index].key)
            if !span.overlaps(wantedRows) { candidates.append(index) }
        }
        departed = stillOff
        guard !candidates.isEmpty else { return }
        let center = viewport.lowerBound + viewport.count / 2
        for index in candidates.sorted(by: { distance($0, from: center) > distance($1, from: center) })
        where heldItemCount > configuration.keepItems {
            for item in slots[index].items ?? [] { heldIDs.remove(item.id) }
            heldItemCount -= slots[index].items?.count ?? 0
            slots[index].items = nil
            departed.remove(slots[index].key)
        }
        changed()
    }
}
