import Networking
import Synchronization

/// Curl, keeping every request sent (method, URL, body) for tests to read.
final class RecordingTransport: Transport {
    private let inner = CurlTransport()
    private let sent = Mutex<[HTTPRequest]>([])

    /// The requests sent so far, in order.
    var requests: [HTTPRequest] { sent.withLock { $0 } }

    /// Each request's body as text ("" for none).
    var bodies: [String] { requests.map { String(decoding: $0.body ?? [], as: UTF8.self) } }

    func send(_ request: HTTPRequest) async throws(HTTPError) -> HTTPResponse {
        sent.withLock { $0.append(request) }
        return try await inner.send(request)
    }
}
