/// What a request whose answer brought an ETag was for, which says how long `ETagStore` keeps it.
public enum ETagKind: Sendable, Equatable {
    /// The list's first page: a head's every poll asks it again, so its tag is kept apart.
    case firstPage
    /// Another page of the list (a tail is polled past its last).
    case page
    /// Anything else (a detail, a picture): never pushes a page's tag out.
    case other
}
