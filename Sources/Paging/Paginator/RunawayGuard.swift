/// Counts pages in a row that added no new rows, and says when to stop asking for more.
///
/// A value owned by the paginator (main actor). Three, because one page of only duplicates is
/// normal on a newest-first feed (a page's worth of items posted between two requests) and must
/// not end the list, two in a row needs that twice in quick succession, and a third costs one
/// request more: a server that ignores the page parameter or hands out fresh cursors over the
/// same items is stopped after four requests instead of burning the rate budget forever.
struct RunawayGuard: Sendable {
    /// Pages in a row without a new row that stop loading.
    static let limit = 3
    /// The end row's text.
    static let reason = "the server keeps sending items already shown; stopped after \(limit) pages"

    /// Pages in a row so far that sent items but added none.
    private(set) var barrenPages = 0

    /// Records a page that sent `sent` items of which `added` were new, `placed` in a laid-out
    /// list or read at the end; true when loading must stop.
    mutating func record(sent: Int, added: Int, placed: Bool) -> Bool {
        // An empty page read at the end ends the list by itself; an empty placed page does not
        // (the layout goes on past it), so it counts like a page of repeats.
        guard sent > 0 || placed else { return false }
        barrenPages = added == 0 ? barrenPages + 1 : 0
        return barrenPages >= Self.limit
    }
}
