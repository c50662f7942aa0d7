import Networking
import Synchronization

/// A transport that answers GETs of URLs whose answers were already fetched (detection's probe of
/// the first page, and the page 2 that confirmed its reading), each once, and sends everything else
/// on: no page is fetched twice.
///
/// Any thread; the answers are taken under a lock.
public final class PrimedTransport: Transport {
    let inner: any Transport
    let answers: Mutex<[(url: String, response: HTTPResponse)]>

    /// `inner` with `response` kept for the first GET of `url`.
    public convenience init(wrapping inner: any Transport, url: String, response: HTTPResponse) {
        self.init(wrapping: inner, answers: [(url, response)])
    }

    /// `inner` with each answer kept for the first GET of its URL.
    public init(wrapping inner: any Transport, answers: [(url: String, response: HTTPResponse)]) {
        self.inner = inner
        self.answers = Mutex(answers)
    }

    /// Keeps `answers` instead of those kept before (a list resolved again after a failed probe).
    public func replaceAnswers(_ answers: [(url: String, response: HTTPResponse)]) {
        self.answers.withLock { $0 = answers }
    }

    /// The kept answer for the first GET of its URL; `inner` for the rest.
    nonisolated(nonsending) public func send(_ request: HTTPRequest) async throws(HTTPError) -> HTTPResponse {
        if request.method == .get {
            let kept = answers.withLock { answers -> HTTPResponse? in
                guard let index = answers.firstIndex(where: { $0.url == request.url }) else { return nil }
                return answers.remove(at: index).response
            }
            if let kept { return kept }
        }
        return try await inner.send(request)
    }
}
