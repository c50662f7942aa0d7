extension PagingState {
    /// Puts the items following brought (`followed`) in place: the head's above every row, the
    /// tail's after the last item, ids already held skipped; true when any row came. The driver
    /// calls it only with no load in flight, so an answer lands in the page it was asked for.
    mutating func placeFollowed() -> Bool {
        guard !followed.head.isEmpty || !followed.tail.isEmpty else { return false }
        // The tail page's key asks where its items start: taken before they are counted in.
        let tailKey = lastItem.flatMap { FollowDirection.keyAfter($0, count: layout.itemEnd, strategy: strategy) }
            ?? strategy.first
        let head = keepNew(followed.head)
        let tail = keepNew(followed.tail)
        followed = FollowedRows()
        if !head.isEmpty {
            let shift = layout.insertAtHead(key: strategy.first, items: head)
            // Told even on an empty list: the rows are new above the trailing row ("↑ 3 new").
            tell(ListChange.inserted(at: shift.at, count: shift.by))
            headSinceTotal += head.count
        }
        if !tail.isEmpty {
            let at = layout.rows
            layout.append(key: tailKey, items: tail, sent: tail.count)
            // A laid-out list re-plans to its total on the next answer: the total grew by these.
            if let total { self.total = total + tail.count }
            listChanges.append(.inserted(at: at, count: tail.count))
        }
        return !head.isEmpty || !tail.isEmpty
    }

    /// The last item of the list, in list order: held, or remembered when its page was let go
    /// (a tail is followed past it whatever the window holds).
    var lastItem: ListItem? {
        let rows = layout.rows
        guard rows > 0 else { return nil }
        let index = layout.slotIndex(forRow: rows - 1)
        if let items = layout.slots[index].items { return items[rows - 1 - layout.rowStarts[index]] }
        return layout.slots.last.flatMap { $0.everLoaded && $0.items == nil ? releasedLast : nil }
    }

    /// `items` whose ids are not held, now held and counted.
    private mutating func keepNew(_ items: [ListItem]) -> [ListItem] {
        let kept = items.filter { heldIDs.insert($0.id).inserted }
        loadedCount += kept.count
        heldItemCount += kept.count
        return kept
    }
}
