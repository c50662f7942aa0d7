/// A page the read-ahead sends before the paginator asks for it (`ReadAheadEffect.send`).
struct ReadAheadRequest: Sendable, Equatable {
    /// The page's key, as the sequential strategy will step to it.
    var key: PageKey
    /// The body this page may have while it waits (its share of `ReadAheadState.aheadBytes`);
    /// nil: the page cap alone.
    var bodyCap: Int?
}
