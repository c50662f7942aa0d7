extension PageLayout {
    /// Puts `items` (newest first) above every page, as a followed list's head grew: a page of
    /// their own that covers no item offset, because the offsets the other pages were read at
    /// describe the list as it was then (the server's offsets moved under them, which the
    /// paginator's dedupe already absorbs). Its key is never asked again: the paginator keeps
    /// followed pages in memory. Returns how the rows moved: every row by `items.count` from 0.
    @discardableResult
    public mutating func insertAtHead(key: PageKey, items: [ListItem]) -> RowShift {
        guard !items.isEmpty else { return .none }
        slots.insert(Slot(key: key, items: items, rows: items.count, span: 0, everLoaded: true), at: 0)
        reindex(from: 0)
        return RowShift(at: 0, by: items.count)
    }

    /// Whether page `index` was put in place by following rather than read at an offset.
    public func isFollowed(_ index: Int) -> Bool {
        slots[index].span == 0 && slots[index].everLoaded && slots[index].rows > 0
    }
}
