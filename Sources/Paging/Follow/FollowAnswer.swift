import Networking

/// What one poll of a followed list got back, as the follow policy needs it.
///
/// A plain value; any thread.
public enum FollowAnswer: Sendable, Equatable {
    /// The server answered (200 with a page, or 304: nothing changed); its headers.
    case answered(status: Int, headers: HTTPHeaders)
    /// The poll failed; the error and the headers that came with it, if any.
    case failed(PagingError, headers: HTTPHeaders?)
}
