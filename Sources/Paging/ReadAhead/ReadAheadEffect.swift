/// What the read-ahead's rules ask the transport to do (`ReadAheadState.handle`); the state
/// already says it happened (a request sent is in `ahead`), the transport only runs it.
enum ReadAheadEffect: Sendable, Equatable {
    /// Send these requests ahead, each answer kept for the paginator.
    case send([ReadAheadRequest])
    /// Cancel the answers ahead for these URLs, and forget the pages decoded from them.
    case cancel([String])
    /// The answer taken for this URL is old: send its request again, and hand over that answer.
    case askAgain(String)
}
