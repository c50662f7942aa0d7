/// Counts pages in a row that added no new rows, and says when to stop asking for more.
///
/// A value owned by the paginator (main actor). Three, because one page of only duplicates is
/// normal on a newest-first feed (a page's worth of items posted between two requests) and must
/// not end the list, two in a row needs that twice in quick succession, and a third costs one
/// request more: a server that ignores the page parameter or hands out fresh cursors over the
/// same items is stopped after four requests instead of burning the rate budget forever.
///
/// Repeats that the list's own growth explains count apart: when the total a page reports has
/// grown, since the last page that added rows, by at least the items repeated since, those items
/// were pushed down by new ones at the head (a fast feed read many pages at once, or after a
/// stall). Such pages stop loading only after sixteen in a row, so that a server that claims
/// growth with every page of repeats is still stopped.
struct RunawayGuard: Sendable {
    /// Pages in a row without a new row that stop loading.
    static let limit = 3
    /// Pages in a row of repeats explained by growth that stop loading.
    static let grownLimit = 16

    /// The end row's text after `pages` pages of repeats in a row.
    static func reason(after pages: Int) -> String {
        "the server keeps sending items already shown; stopped after \(pages) pages"
    }

    /// Pages in a row so far that sent items but added none, growth not explaining them.
    private(set) var barrenPages = 0
    /// Pages in a row so far whose repeats the list's growth explains.
    private(set) var grownPages = 0
    /// The total reported by the last page that added rows.
    private var totalAtLastNew: Int?
    /// Items sent again since the last page that added rows.
    private var repeatsSinceNew = 0

    /// The end row's text once loading stopped.
    var reason: String { Self.reason(after: barrenPages + grownPages) }

    /// Records a page that sent `sent` items of which `added` were new, `placed` in a laid-out
    /// list or read at the end, with the `total` it reported; true when loading must stop.
    mutating func record(sent: Int, added: Int, placed: Bool, total: Int?) -> Bool {
        // An empty page read at the end ends the list by itself; an empty placed page does not
        // (the layout goes on past it), so it counts like a page of repeats.
        guard sent > 0 || placed else { return false }
        guard added == 0 else {
            (barrenPages, grownPages, repeatsSinceNew, totalAtLastNew) = (0, 0, 0, total)
            return false
        }
        repeatsSinceNew += sent
        if sent > 0, let total, let before = totalAtLastNew, total - before >= repeatsSinceNew {
            grownPages += 1
        } else {
            barrenPages += 1
        }
        return barrenPages >= Self.limit || grownPages >= Self.grownLimit
    }
}
