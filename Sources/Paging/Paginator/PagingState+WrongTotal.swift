extension PagingState {
    /// An empty answer for page `index` of a laid-out list while the total says items follow:
    /// the total is wrong. The layout ends after the last page known to hold items; when that
    /// is the page just before, the list ends there (confirmed), else it goes on one page after
    /// another from there, so finding the end costs the pages up to it, not one per placeholder.
    /// False when the total itself now ends the list at or before the page (it shrank).
    mutating func emptyPageEndsLayout(at index: Int) -> Bool {
        guard layout.isLaidOut, plan.wrongTotal == nil, let said = total, said > layout.itemStarts[index]
        else { return false }
        distrustTotal(said)
        let lastWithItems = (0..<index).last { layout.slots[$0].everLoaded && layout.slots[$0].span > 0 }
        let rows = layout.rows
        let dropped = layout.cut(from: (lastWithItems ?? -1) + 1)
        tell(RowShift(at: layout.rows, by: layout.rows - rows))
        forget(dropped)
        continueAfterLayout(confirmedEnd: lastWithItems == index - 1)
        return true
    }

    /// After the last page of a laid-out list: more items than the total proves it low; a full
    /// last page means more may follow, read one page after another.
    mutating func checkPastTotal(lastSent: Int) {
        // An empty last page past the total is a list that shrank: the re-plan drops it.
        guard layout.isLaidOut, plan.wrongTotal == nil, lastSent > 0, let said = total, layout.itemEnd > said,
              let size = layout.size
        else { return }
        distrustTotal(said)
        continueAfterLayout(confirmedEnd: lastSent < size)
    }

    /// Tells once, when the end is found, where the list really ends.
    mutating func tellFoundEnd() {
        guard let said = plan.wrongTotal else { return }
        total = layout.rows
        latestNotice = .wrongTotal(said: said, endsAt: layout.rows)
    }

    /// Drops pages from the list (a re-plan or a cut), with their items and their count.
    mutating func forget(_ dropped: [Slot]) {
        for slot in dropped {
            for item in slot.items ?? [] { heldIDs.remove(item.id) }
            heldItemCount -= slot.items?.count ?? 0
            if slot.everLoaded { loadedCount -= slot.rows }
        }
    }

    private mutating func distrustTotal(_ said: Int) {
        plan.wrongTotal = said
        total = nil
    }

    private mutating func continueAfterLayout(confirmedEnd: Bool) {
        if !confirmedEnd, let size = layout.size, let next = layout.key(forItemOffset: layout.itemEnd, limit: size) {
            nextKey = next
            endReason = nil
        } else {
            nextKey = nil
            endReason = PageStep.endOfListReason
            tellFoundEnd()
        }
    }
}
