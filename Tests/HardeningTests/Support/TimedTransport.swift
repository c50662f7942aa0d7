import Networking
import Synchronization

/// A transport that notes when, on the test clock, each request went out: a rate-limit wait
/// is only kept if nothing is sent before it ends.
final class TimedTransport: Transport {
    let inner: any Transport
    let clock: RecordingClock
    private let log = Mutex<[(url: String, at: Duration)]>([])

    init(wrapping inner: any Transport, clock: RecordingClock) {
        self.inner = inner
        self.clock = clock
    }

    /// Each request's URL and send time, in order.
    var sent: [(url: String, at: Duration)] { log.withLock { $0 } }

    func send(_ request: HTTPRequest) async throws(HTTPError) -> HTTPResponse {
        log.withLock { $0.append((request.url, clock.elapsed)) }
        return try await inner.send(request)
    }
}
