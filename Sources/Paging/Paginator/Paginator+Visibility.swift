extension Paginator {
    // MARK: Visibility

    /// Rows now on screen because the user moved to them (a scroll, a jump): records the viewport,
    /// speed and direction, loads what is near and ahead, then drops pages that left the screen
    /// and are no longer wanted (see `disappeared`).
    public func appeared(_ rows: Range<Int>) {
        let now = stopwatch.elapsed()
        // Measured from the last move: a screen changed in between (a resize) is not travel.
        if !anchor.isEmpty, rows.lowerBound != anchor.lowerBound { movingUp = rows.lowerBound < anchor.lowerBound }
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
        anchor = rows
        anchorOpen = rows.upperBound == rowCount
        pump()
        dropDeparted()
    }

    /// Rows now on screen without the user moving (a resize, a filter cleared, a tab shown again): rows
    /// on screen still missing load, nothing ahead of them does. Speed and direction stay those
    /// of the last move. The first report of a list is its first move; rows arriving under a
    /// move that reached the list's end complete it (the screen was taller than the list).
    public func shown(_ rows: Range<Int>) {
        guard !anchor.isEmpty else { return appeared(rows) }
        if anchorOpen, rows.lowerBound == anchor.lowerBound, rows.count > anchor.count {
            anchor = rows
            anchorOpen = rows.upperBound == rowCount
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
    /// direction of travel and one screen the other way, both measured from where the user last
    /// moved (`anchor`). Also records the rows wanted.
    func plannedRanges() -> [Range<Int>] {
        let reach = self.reach()
        let shown = viewport.isEmpty ? reach.moved : viewport
        wantedRows = min(reach.above.lowerBound, shown.lowerBound)..<max(reach.below.upperBound, shown.upperBound)
        // Ahead in the direction of travel first: the user gets there next.
        return movingUp ? [shown, prefetchHint, reach.above, reach.below]
            : [shown, prefetchHint, reach.below, reach.above]
    }

    /// Time since the user last moved through the list (nil before the first move): under a
    /// page's latency, the user is still travelling.
    public var sinceLastMove: Duration? { lastAppear.map { now - $0.at } }

    /// Whether the last move went up the list.
    public var isMovingUp: Bool { movingUp }

    /// The rows prefetch reaches ahead of the screen, in the direction of travel, at the current
    /// speed and latency: where a source's row details are worth asking for too.
    public var lookahead: Range<Int> {
        let reach = self.reach()
        return movingUp ? reach.above : reach.below
    }

    /// The screen at the last move, and the ranges above and below it prefetch reaches.
    private func reach() -> (moved: Range<Int>, above: Range<Int>, below: Range<Int>) {
        let height = anchor.isEmpty ? configuration.initialViewportHeight : anchor.count
        let moved = anchor.isEmpty ? 0..<height : anchor
        let budgetLow = rate.map { $0.remaining <= configuration.lowBudget } ?? false
        let ahead = readingInOrder ? 0 : configuration.prefetch.distance(
            viewportHeight: height, rowsPerSecond: rowsPerSecond, latency: latency, budgetLow: budgetLow)
        let below = moved.upperBound..<(moved.upperBound + ahead)
        let above = max(0, moved.lowerBound - height)..<moved.lowerBound
        return (moved, above, below)
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
            releaseItems(of: index)
            departed.remove(slots[index].key)
        }
        changed()
    }
}
