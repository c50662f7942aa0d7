extension Paginator {
    /// Puts new items of a followed list in place: `items` in the order they arrived (oldest
    /// first), at the head (newest on top, above every row, so the rows below keep their items
    /// and move down by the count) or at the tail (after the last item). Ids already held are
    /// skipped; items removed upstream are never taken out. While a load is in flight they wait
    /// for the last to end, so its answer lands in the page it was asked for (`PagingEvent.followed`).
    public func addFollowed(_ items: [ListItem], at direction: FollowDirection) {
        guard !items.isEmpty else { return }
        handle(.followed(items, at: direction))
    }

    /// The total to show beside `loadedCount`, which counts the items put at a followed head:
    /// `total` and those put there since the server said it. `total` itself stays in the
    /// server's item offsets, which head pages do not cover.
    public var shownTotal: Int? { total.map { $0 + headSinceTotal } }

    /// The last item of the list, in list order: held, or remembered when its page was let go
    /// (a tail is followed past it whatever the window holds).
    public var lastItem: ListItem? { state.lastItem }
}
