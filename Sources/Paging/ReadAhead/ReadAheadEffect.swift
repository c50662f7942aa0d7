/// What the read-ahead's rules ask the paginator to do (`ReadAheadState.handle`); the state
/// already says it happened (a page sent is in `ahead`), the paginator only runs it.
enum ReadAheadEffect: Sendable, Equatable {
    /// Send these pages ahead, each answer kept for the paginator's turn.
    case send([ReadAheadRequest])
    /// Cancel the answers ahead for these pages, and forget the pages decoded from them.
    case cancel([PageKey])
    /// The answer taken for this page is old: send its request again, and hand over that answer.
    case askAgain(PageKey)
}
