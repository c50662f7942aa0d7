import CCurl
import Synchronization

/// The real `Transport`: libcurl's multi interface driven by one I/O thread.
///
/// Threading: `send` may be called from any task. Transfers are handed to the I/O thread through
/// a locked inbox and `curl_multi_wakeup`; only that thread touches curl handles. Cancelling the
/// calling task enqueues a cancel and wakes the thread: it never waits and holds no lock across
/// a curl call.
public final class CurlTransport: Transport {
    private let engine: CurlEngine
    private let limits: TransportLimits
    private let userAgent: String
    private let trace: (@Sendable (HTTPRequest, Result<HTTPResponse, HTTPError>) -> Void)?

    /// A transport with its own I/O thread and connection pool.
    ///
    /// - Parameters:
    ///   - limits: the default limits for requests that carry none.
    ///   - userAgent: sent with every request.
    ///   - caBundle: a PEM file of certificates to trust instead of the system's (curl's `--cacert`).
    ///   - trace: called on the I/O thread after each request finishes (no headers, no bodies).
    public init(limits: TransportLimits = TransportLimits(), userAgent: String = PagettyVersion.userAgent,
                caBundle: String? = nil,
                trace: (@Sendable (HTTPRequest, Result<HTTPResponse, HTTPError>) -> Void)? = nil) {
        CurlGlobal.ensureInitialized()
        self.engine = CurlEngine(caBundle: caBundle)
        self.limits = limits
        self.userAgent = userAgent
        self.trace = trace
    }

    deinit { engine.shutdown() }

    public func send(_ request: HTTPRequest) async throws(HTTPError) -> HTTPResponse {
        try CurlTransfer.validate(request)
        if Task.isCancelled { throw .cancelled }
        let transfer = CurlTransfer(request: request, limits: request.limits ?? limits, userAgent: userAgent)
        let engine = self.engine
        let result = await withTaskCancellationHandler {
            await withCheckedContinuation { continuation in
                transfer.continuation = continuation
                engine.submit(.start(transfer))
            }
        } onCancel: {
            transfer.cancelled.store(true, ordering: .relaxed)
            engine.submit(.cancel(transfer))
        }
        trace?(request, result)
        return try result.get()
    }

    /// The I/O thread as a task executor. Code that sends many requests in a row can run under
    /// `withTaskExecutorPreference(transport.executor)`: each response then resumes it on the
    /// I/O thread itself, saving two thread hand-offs per request. Such code must not block.
    public var executor: any TaskExecutor { engine }

    /// Connections opened so far by this transport (a reused connection adds nothing).
    public var connectionsOpened: Int { engine.connectionsOpened.load(ordering: .relaxed) }
}
