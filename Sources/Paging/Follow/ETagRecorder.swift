import Networking

/// A transport that records the ETag of every answer it passes in `etags`, the one store the
/// list sent through it keeps (see `ETagStore`): its paginator marks its pages there and its
/// follower's polls ask with them. What passes unmarked (details, pictures) is kept as `.other`,
/// so it never pushes a page's tag out.
///
/// Thread-safe: the store is.
public final class ETagRecorder: Transport {
    private let inner: any Transport
    /// Where the tags are kept.
    public let etags: ETagStore

    /// A recorder in front of `inner`, keeping the tags in `etags`.
    public init(wrapping inner: any Transport, etags: ETagStore = ETagStore()) {
        self.inner = inner
        self.etags = etags
    }

    nonisolated(nonsending) public func send(_ request: HTTPRequest) async throws(HTTPError) -> HTTPResponse {
        let response = try await inner.send(request)
        etags.record(response, for: request)
        return response
    }
}
