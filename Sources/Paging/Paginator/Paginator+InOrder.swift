extension Paginator {
    /// A consumer reading the rows in order, each once (pipe mode), needs `row` next: the page
    /// holding it loads (the next page at the end once `row` is past the rows loaded), and no
    /// page ahead of it. Its steps are no user's scrolling: no speed or direction is measured.
    ///
    /// Why not `appeared(row..<row + 1)`: prefetch reaches at least a screen past the rows shown,
    /// and a screen of one row on the last item of a page is a page ahead (`--limit 1` on a
    /// one-item page asked for a second page it never printed).
    public func want(row: Int) {
        readingInOrder = true
        viewport = row..<(row + 1)
        anchor = viewport
        pump()
    }
}
