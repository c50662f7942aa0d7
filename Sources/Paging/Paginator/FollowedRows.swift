/// What following has brought a paginator and not yet put in place: new items waiting for the
/// load in flight to end (its answer is placed by page index, which an insertion above would move).
///
/// A value inside `Paginator` (main actor).
struct FollowedRows {
    /// New items for the head, newest first, not yet put in.
    var head: [ListItem] = []
    /// New items for the tail, in list order, not yet put in.
    var tail: [ListItem] = []
}
