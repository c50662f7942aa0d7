extension Paginator {
    /// Pages laid out ahead from a total at most (10 million items of 100).
    static var maxLaidOutPages: Int { PagingState.maxLaidOutPages }

    /// Puts a page in place (`PagingState.apply`), holding at most the configured items.
    func apply(_ page: Page, to target: Target, key: PageKey) {
        state.apply(page, to: target, key: key, maxItems: configuration.maxItems)
    }

    /// Lets go of page `index`'s items; it shows placeholders until loaded again.
    func releaseItems(of index: Int) { state.releaseItems(of: index) }

    /// Rows between page `index` and `row`; 0 when the page holds it.
    func distance(_ index: Int, from row: Int) -> Int { state.distance(index, from: row) }

    /// The page holding `row` (which must be below the item rows' end).
    func slotIndex(forRow row: Int) -> Int { layout.slotIndex(forRow: row) }
}
