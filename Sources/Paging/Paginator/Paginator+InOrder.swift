extension Paginator {
    /// A consumer reading the rows in order, each once (pipe mode), needs `row` next: the page
    /// holding it loads (the next page at the end once `row` is past the rows loaded), and no
    /// page ahead of it. Its steps are no user's scrolling: no speed or direction is measured
    /// (`PagingState.wanted`).
    public func want(row: Int) {
        handle(.wanted(row: row, at: now))
    }
}
