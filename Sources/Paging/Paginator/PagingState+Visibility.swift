extension PagingState {
    /// Rows on screen because the user moved to them at `now`: records the viewport, speed and
    /// direction, starts what is near and ahead, then drops pages that left the screen and are no
    /// longer wanted (see `disappeared`).
    mutating func appeared(_ rows: Range<Int>, at now: Duration, gate: Duration?) -> [PagingEffect] {
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
        return startLoads(now: now, gate: gate) + dropDeparted()
    }

    /// Rows on screen without the user moving: rows on screen still missing load, nothing ahead of
    /// them does. Speed and direction stay those of the last move. The first report of a list is
    /// its first move; rows arriving under a move that reached the list's end complete it (the
    /// screen was taller than the list).
    mutating func shown(_ rows: Range<Int>, at now: Duration, gate: Duration?) -> [PagingEffect] {
        guard !anchor.isEmpty else { return appeared(rows, at: now, gate: gate) }
        if anchorOpen, rows.lowerBound == anchor.lowerBound, rows.count > anchor.count {
            anchor = rows
            anchorOpen = rows.upperBound == rowCount
        }
        viewport = rows
        return startLoads(now: now, gate: gate) + dropDeparted()
    }

    /// A reader taking the rows in order needs `row` next: the page holding it loads (the next
    /// page at the end once `row` is past the rows loaded), and no page ahead of it. Its steps are
    /// no user's scrolling: no speed or direction is measured.
    ///
    /// Why not `appeared(row..<row + 1)`: prefetch reaches at least a screen past the rows shown,
    /// and a screen of one row on the last item of a page is a page ahead (`--limit 1` on a
    /// one-item page asked for a second page it never printed).
    mutating func wanted(_ row: Int, at now: Duration, gate: Duration?) -> [PagingEffect] {
        readingInOrder = true
        viewport = row..<(row + 1)
        anchor = viewport
        return startLoads(now: now, gate: gate)
    }

    /// Rows that left the screen: their pages are departed, dropped at the next move or showing
    /// once over `keepItems` unless still on screen or within reach (`dropDeparted`).
    mutating func disappeared(_ rows: Range<Int>) {
        guard !rows.isEmpty, rows.lowerBound < layout.rows, !layout.slots.isEmpty else { return }
        var index = layout.slotIndex(forRow: max(0, rows.lowerBound))
        while index < layout.slots.count, layout.rowStarts[index] < rows.upperBound {
            departed.insert(layout.slots[index].key)
            index += 1
        }
    }

    /// The ranges to load, most needed first: the screen, a caller's hint, then ahead in the
    /// direction of travel and one screen the other way, both measured from where the user last
    /// moved (`anchor`). Also records the rows wanted.
    mutating func plannedRanges() -> [Range<Int>] {
        let reach = self.reach()
        let shown = viewport.isEmpty ? reach.moved : viewport
        wantedRows = min(reach.above.lowerBound, shown.lowerBound)..<max(reach.below.upperBound, shown.upperBound)
        // Ahead in the direction of travel first: the user gets there next.
        return movingUp ? [shown, prefetchHint, reach.above, reach.below]
            : [shown, prefetchHint, reach.below, reach.above]
    }

    /// The screen at the last move, and the ranges above and below it prefetch reaches at the
    /// current speed and latency (one screen while the rate budget is low).
    func reach() -> (moved: Range<Int>, above: Range<Int>, below: Range<Int>) {
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
    /// `keepItems` are held, keeping the screen and the wanted rows; tells the view when any
    /// departed page was still held.
    mutating func dropDeparted() -> [PagingEffect] {
        // Under the watermark nothing is dropped: the set is only looked through above it.
        guard !departed.isEmpty, heldItemCount > configuration.keepItems else { return [] }
        _ = plannedRanges()
        var candidates: [Int] = []
        var stillOff: Set<PageKey> = []
        let (slots, rowStarts) = (layout.slots, layout.rowStarts)
        for index in slots.indices where departed.contains(slots[index].key) && slots[index].items != nil {
            let span = rowStarts[index]..<rowStarts[index + 1]
            if span.overlaps(viewport) { continue }  // back on screen
            stillOff.insert(slots[index].key)
            if !span.overlaps(wantedRows) { candidates.append(index) }
        }
        departed = stillOff
        guard !candidates.isEmpty else { return [] }
        let center = viewport.lowerBound + viewport.count / 2
        for index in candidates.sorted(by: { distance($0, from: center) > distance($1, from: center) })
        where heldItemCount > configuration.keepItems {
            releaseItems(of: index)
            departed.remove(slots[index].key)
        }
        return [.changed]
    }
}
