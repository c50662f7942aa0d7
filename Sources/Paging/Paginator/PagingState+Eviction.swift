extension PagingState {
    /// Lets go of page `index`'s items; it shows placeholders until loaded again.
    mutating func releaseItems(of index: Int) {
        // A page put in by following has no key to read it again at: it stays.
        guard !layout.isFollowed(index) else { return }
        let items = layout.release(index)
        if index == layout.slots.count - 1, let last = items.last { releasedLast = last }
        for item in items { heldIDs.remove(item.id) }
        heldItemCount -= items.count
    }

    /// Drops the pages farthest from the viewport until at most `maxItems` are held.
    mutating func evictFarPages(maxItems: Int) {
        guard heldItemCount > maxItems else { return }
        let rowStarts = layout.rowStarts
        let center = viewport.lowerBound + viewport.count / 2
        let candidates = layout.slots.indices.filter { index in
            layout.slots[index].items != nil && !(rowStarts[index]..<rowStarts[index + 1]).overlaps(viewport)
                && !(rowStarts[index]..<rowStarts[index + 1]).overlaps(wantedRows)
        }
        let farthestFirst = candidates.sorted { distance($0, from: center) > distance($1, from: center) }
        for index in farthestFirst where heldItemCount > maxItems {
            releaseItems(of: index)
        }
    }

    /// Rows between page `index` and `row`; 0 when the page holds it.
    func distance(_ index: Int, from row: Int) -> Int {
        let rowStarts = layout.rowStarts
        if rowStarts[index + 1] <= row { return row - rowStarts[index + 1] }
        return max(0, rowStarts[index] - row)
    }
}
