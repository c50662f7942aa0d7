/// What the paging rules ask their driver to do (`PagingState.handle`); the state already says it
/// happened (a load started is in `loads`), the driver only runs it on tasks and the clock.
enum PagingEffect: Sendable, Equatable {
    /// Start a task loading `key` (`isTail`: the next page at the end).
    case start(PageKey, isTail: Bool)
    /// The load of `key` sleeps until an instant (a retry's backoff, the next second of a
    /// rate-limit countdown), then goes on.
    case sleep(PageKey, until: Duration)
    /// Hold every load of the origin at its rate gate until an instant (`RateGate.blockedUntil`).
    case holdGate(until: Duration)
    /// Open the origin's rate gate.
    case openGate
    /// The load of `key` sends its request again, past the cache (its answer was put aside).
    case askAgain(PageKey)
    /// Ask for the first page (`key`) beside the loads held, the rows kept; its answer comes back
    /// as `PagingEvent.refreshAnswered`.
    case askFirstPage(PageKey)
    /// Every load in flight is superseded: their tasks are let go, and their answers dropped.
    case cancelLoads
    /// The load of `key` ended with an error; loading stays stopped until a retry.
    case fail(PageKey, PagingError)
    /// Tell the view: something it may draw changed.
    case changed
    /// Send pages of a list read in order ahead, or drop their answers (`ReadAheadState`).
    case readAhead(ReadAheadEffect)
}
