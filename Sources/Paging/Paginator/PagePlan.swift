/// What the paginator learned from the server's answers about how it cuts pages, and the
/// placeholder layout made from that.
///
/// A value owned by the paginator (main actor); reset with the list.
struct PagePlan: Sendable {
    /// Items the server serves per page, once known; nil while not (or the strategy has no size).
    var servedSize: Int?
    /// A first page's item count that differed from the size asked while nothing said more
    /// followed: the served size if a second page comes.
    var unconfirmedSize: Int?
    /// The page size the placeholder slots were laid out with; nil while the list is not laid out.
    var layoutSize: Int?
    /// Pages in a row that added no new rows.
    var runaway = RunawayGuard()
}
