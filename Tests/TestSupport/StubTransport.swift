import Networking
import Synchronization

/// A `Transport` that answers from a closure and records every request: the unit-test double.
///
/// Thread-safe: the log is behind a mutex; the handler runs on the caller's task.
public final class StubTransport: Transport {
    /// Produces the response (or error) for one request.
    public typealias Handler = @Sendable (HTTPRequest) async throws(HTTPError) -> HTTPResponse

    private let handler: Handler
    private let log = Mutex<[HTTPRequest]>([])

    /// A stub answering with `handler`.
    public init(_ handler: @escaping Handler) { self.handler = handler }

    /// Every request sent so far, in order.
    public var requests: [HTTPRequest] { log.withLock { $0 } }

    public func send(_ request: HTTPRequest) async throws(HTTPError) -> HTTPResponse {
        log.withLock { $0.append(request) }
        if Task.isCancelled { throw .cancelled }
        return try await handler(request)
    }
}
