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
        guard !inFlight, state.placeFollowed() else { return }
        changed()
    }

    /// The total to show beside `loadedCount`, which counts the items put at a followed head:
    /// `total` and those put there since the server said it. `total` itself stays in the
    /// server's item offsets, which head pages do not cover.
    public var shownTotal: Int? { total.map { $0 + headSinceTotal } }

    /// The last item of the list, in list order: held, or remembered when its page was let go
    /// (a tail is followed past it whatever the window holds).
    public var lastItem: ListItem? { state.lastItem }
}
