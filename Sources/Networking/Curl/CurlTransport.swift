import CCurl
import Synchronization

/// The real `Transport`: libcurl's multi interface driven by one I/O thread.
///
/// Threading: `send` may be called from any task; it runs on the caller's executor
/// (`nonisolated(nonsending)`). Transfers are handed to the I/O thread through a locked inbox and
/// `curl_multi_wakeup`; only that thread touches curl handles. The I/O thread is the transport's
/// own, or the main thread when `MainLoop` runs. Cancelling the calling task enqueues a cancel
/// and wakes the thread: it never waits and holds no lock across a curl call.
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
        self.engine = MainLoop.engine(caBundle: caBundle) ?? CurlEngine(caBundle: caBundle)
        self.limits = limits
        self.userAgent = userAgent
        self.trace = trace
    }

    deinit { if !engine.drivesMainLoop { engine.shutdown() } }

    /// Sends `request`, following up to `maxRedirects` redirects by `RedirectPolicy`: headers the
    /// caller set go only to the first request's origin, and https is never left for http.
    nonisolated(nonsending) public func send(_ request: HTTPRequest) async throws(HTTPError) -> HTTPResponse {
        let limits = request.limits ?? self.limits
        let start = ContinuousClock.now
        let (response, target) = try await sendOnce(request, limits: limits)
        guard let location = Self.redirect(response, target) else { return response }
        return try await follow(location, from: request, after: response, limits: limits, since: start)
    }

    /// Where `response` redirects to, if it does: libcurl's resolved URL, else its `Location`.
    private static func redirect(_ response: HTTPResponse, _ target: String?) -> String? {
        guard RedirectPolicy.statuses.contains(response.status) else { return nil }
        return target ?? response.headers["Location"]
    }

    /// The redirect chain after the first answer, its time limit counted from `start`.
    private func follow(_ location: String, from first: HTTPRequest, after response: HTTPResponse,
                        limits: TransportLimits, since start: ContinuousClock.Instant,
                        isolation: isolated (any Actor)? = #isolation) async throws(HTTPError) -> HTTPResponse {
        var current = first, location = location, response = response
        var spent = response.timings
        for hops in 0... {
            current = try RedirectPolicy.next(after: current, status: response.status, location: location,
                                              hops: hops, limit: limits.maxRedirects)
            // The total time limit covers the whole chain, as it did when libcurl followed.
            var hopLimits = limits
            hopLimits.totalTimeout -= ContinuousClock.now - start
            guard hopLimits.totalTimeout > .milliseconds(1) else {
                let spent = (ContinuousClock.now - start).components
                throw .timedOut(url: current.url, milliseconds: Int(spent.seconds) * 1000 + Int(spent.attoseconds / 1_000_000_000_000_000))
            }
            let target: String?
            (response, target) = try await sendOnce(current, limits: hopLimits, isolation: isolation)
            spent.totalMicros += response.timings.totalMicros
            spent.newConnections += response.timings.newConnections
            guard let next = Self.redirect(response, target) else { break }
            location = next
        }
        response.timings.totalMicros = spent.totalMicros
        response.timings.newConnections = spent.newConnections
        return response
    }

    /// One request, no redirect followed: the response and where a 3xx answer points.
    private func sendOnce(_ request: HTTPRequest, limits: TransportLimits,
                          isolation: isolated (any Actor)? = #isolation) async throws(HTTPError)
        -> (HTTPResponse, String?)
    {
        try CurlTransfer.validate(request)
        if Task.isCancelled { throw .cancelled }
        let transfer = CurlTransfer(request: request, limits: limits, userAgent: userAgent)
        let (result, redirectURL): Answer
        // A continuation resumes its task on the default executor, and the task then hops back
        // to its actor. Under `MainLoop` the answer arrives on the main thread: preferring the
        // engine as task executor makes that first stop the main thread itself, where the engine
        // runs it as the main actor, so a caller there goes on with no thread woken and no
        // second job. Anywhere else the default executor is the shorter way back (a stop on
        // curl's own thread, or another actor's code on the main thread, would only add a wait).
        if engine.drivesMainLoop, let isolation, isolation === MainActor.shared {
            (result, redirectURL) = await withTaskExecutorPreference(engine) { () async -> Answer in
                await carry(transfer, isolation: isolation)
            }
        } else {
            (result, redirectURL) = await carry(transfer, isolation: isolation)
        }
        trace?(request, result)
        return (try result.get(), redirectURL)
    }

    private typealias Answer = CurlTransfer.Answer

    /// Hands `transfer` to the I/O thread and waits for its answer; cancelling the task cancels it.
    private func carry(_ transfer: CurlTransfer, isolation: isolated (any Actor)?) async -> Answer {
        let engine = self.engine
        return await withTaskCancellationHandler { () async -> Answer in
            // The caller's isolation, so that the submit is made on its thread (no hop first).
            #if DEBUG
            await withCheckedContinuation(isolation: isolation) { continuation in
                transfer.continuation = continuation
                engine.submit(.start(transfer))
            }
            #else
            await withUnsafeContinuation(isolation: isolation) { continuation in
                transfer.continuation = continuation
                engine.submit(.start(transfer))
            }
            #endif
        } onCancel: {
            transfer.cancelled.store(true, ordering: .relaxed)
            engine.submit(.cancel(transfer))
        }
    }

    /// The I/O thread as a task executor. Code that sends many requests in a row can run under
    /// `withTaskExecutorPreference(transport.executor)`: each response then resumes it on the
    /// I/O thread itself, saving two thread hand-offs per request. Such code must not block.
    public var executor: any TaskExecutor { engine }

    /// Connections opened so far by this transport (a reused connection adds nothing).
    public var connectionsOpened: Int { engine.connectionsOpened.load(ordering: .relaxed) }
}
