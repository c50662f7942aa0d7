/// What happens to a read-ahead that its rules answer (`ReadAheadState.handle`), told by the
/// paginator as `PagingEvent.readAhead`; pages by their key.
enum ReadAheadEvent: Sendable, Equatable {
    /// The paginator sends the request for this page in its turn: its answer is taken if it was read ahead.
    case asked(PageKey)
    /// A page sent ahead could not go: the source refuses its request (another origin). Its load
    /// asks for it in its turn, and is refused there.
    case unsent(PageKey)
    /// An answer the paginator asked for in its turn came back from the wire.
    case answered(PageKey, ReadAheadReply)
    /// An answer read ahead came back; `items`: the items of the page decoded from it (nil: no page).
    case landed(PageKey, ReadAheadReply, items: Int?)
    /// The answer read ahead that the paginator waits on is here: handed over, or asked again.
    case taken(PageKey, ReadAheadReply)
    /// The answer for this page is handed to the paginator.
    case handed(PageKey, ReadAheadReply)
    /// The paginator decoded a page in its turn: its total and its items' ids, in order.
    case learned(total: Int?, ids: [String])
    /// The dump ended or failed: nothing more goes ahead.
    case stop
}
