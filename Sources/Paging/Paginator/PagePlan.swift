/// What the paginator learned from the server's answers about how it cuts pages and how far
/// its total can be believed.
///
/// A value owned by the paginator (main actor); reset with the list.
struct PagePlan: Sendable {
    /// Items the server serves per page, once known; nil while not (or the strategy has no size).
    var servedSize: Int?
    /// A first page's item count that differed from the size asked while nothing said more
    /// followed: the served size if a second page comes.
    var unconfirmedSize: Int?
    /// The total the server said when its answers proved it wrong (an empty page where it promised
    /// items, a full page past it); later totals are not believed, and the end is told once found.
    var wrongTotal: Int?
    /// Pages in a row that added no new rows.
    var runaway = RunawayGuard()
    /// The total the page last put in place at the end said: the next page's is checked against it.
    var tailTotal: Int?
    /// Page answers taken so far: an answer's number tells which loads were in flight beside it.
    var answers = 0
    /// The total each laid-out page said and the number of its answer, by key (see `totalDrop`).
    var sideTotals: [PageKey: (total: Int, answer: Int)] = [:]
    /// Pages sent back to placeholders because a page before them said a higher total, by key.
    var askedAgain: [PageKey: Int] = [:]
}
