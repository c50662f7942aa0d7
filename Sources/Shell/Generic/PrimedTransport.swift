import Networking
import Synchronization

/// A transport that answers one GET of `url` from an answer already fetched (detection's probe of
/// the first page), once, and sends everything else on: the first page is not fetched twice.
///
/// Any thread; the one answer is taken under a lock.
public final class PrimedTransport: Transport {
    let inner: any Transport
    let url: String
    let answer: Mutex<HTTPResponse?>

    /// `inner` with `response` kept for the first GET of `url`.
    public init(wrapping inner: any Transport, url: String, response: HTTPResponse) {
        self.inner = inner
        self.url = url
        answer = Mutex(response)
    }

    /// The kept answer for the first GET of `url`; `inner` for the rest.
    nonisolated(nonsending) public func send(_ request: HTTPRequest) async throws(HTTPError) -> HTTPResponse {
        if request.method == .get, request.url == url, let kept = answer.withLock({ value in defer { value = nil }; return value }) {
            return kept
        }
        return try await inner.send(request)
    }
}
