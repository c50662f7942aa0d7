extension Paginator {
    /// Puts new items of a followed list in place: `items` in the order they arrived (oldest
    /// first), at the head (newest on top, above every row, so the rows below keep their items
    /// and move down by the count) or at the tail (after the last item). Ids already held are
    /// skipped; items removed upstream are never taken out. While a load is in flight they wait
    /// for it to end (`placeFollowed()`), so its answer lands in the page it was asked for.
    public func addFollowed(_ items: [ListItem], at direction: FollowDirection) {
        guard !items.isEmpty else { return }
        switch direction {
        case .head: followed.head = items.reversed() + followed.head
        case .tail: followed.tail += items
        }
        placeFollowed()
    }

    /// Puts the items `addFollowed` kept waiting in place, once no load is in flight; a no-op
    /// otherwise. Called on every change (`changed()`): the end of a load is one.
    func placeFollowed() {
        guard !inFlight, !followed.head.isEmpty || !followed.tail.isEmpty else { return }
        // The tail page's key asks where its items start: taken before they are counted in.
        let tailKey = lastItem.flatMap { FollowDirection.keyAfter($0, count: layout.itemEnd, strategy: source.strategy) }
            ?? source.strategy.first
        let head = keepNew(followed.head)
        let tail = keepNew(followed.tail)
        followed.head = []
        followed.tail = []
        if !head.isEmpty {
            let shift = layout.insertAtHead(key: source.strategy.first, items: head)
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
        guard !head.isEmpty || !tail.isEmpty else { return }
        changed()
    }

    /// The total to show beside `loadedCount`, which counts the items put at a followed head:
    /// `total` and those put there since the server said it. `total` itself stays in the
    /// server's item offsets, which head pages do not cover.
    public var shownTotal: Int? { total.map { $0 + headSinceTotal } }

    /// The last item of the list, in list order: held, or remembered when its page was let go
    /// (a tail is followed past it whatever the window holds).
    public var lastItem: ListItem? {
        let rows = layout.rows
        guard rows > 0 else { return nil }
        if let held = item(at: rows - 1) { return held }
        return layout.slots.last.flatMap { $0.everLoaded && $0.items == nil ? releasedLast : nil }
    }

    /// `items` whose ids are not held, now held and counted.
    private func keepNew(_ items: [ListItem]) -> [ListItem] {
        let kept = items.filter { heldIDs.insert($0.id).inserted }
        loadedCount += kept.count
        heldItemCount += kept.count
        return kept
    }
}
