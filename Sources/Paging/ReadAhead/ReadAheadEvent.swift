/// What happens to a read-ahead that its rules answer (`ReadAheadState.handle`). URLs are the
/// resolved URLs of page requests.
enum ReadAheadEvent: Sendable, Equatable {
    /// The paginator built the request for page `key` at `url` (it asks for it next).
    case noted(PageKey, url: String)
    /// The paginator sends the request for `url`: its answer is taken if it was read ahead.
    case asked(String)
    /// An answer the paginator asked for in its turn came back from the wire.
    case answered(String, ReadAheadReply)
    /// An answer read ahead came back; `items`: the items of the page decoded from it (nil: no page).
    case landed(String, ReadAheadReply, items: Int?)
    /// The answer read ahead that the paginator waits on is here: handed over, or asked again.
    case taken(String, ReadAheadReply)
    /// The answer for `url` is handed to the paginator.
    case handed(String, ReadAheadReply)
    /// The paginator decoded a page in its turn: its total and its items' ids, in order.
    case learned(total: Int?, ids: [String])
    /// The dump ended or failed: nothing more goes ahead.
    case stop
}
