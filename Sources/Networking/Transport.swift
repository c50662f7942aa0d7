/// Sends one request and returns the whole response, whatever its status.
///
/// Implementations must be safe to call from any task; cancelling the calling task must
/// abort the request promptly and throw `HTTPError.cancelled`.
///
/// `send` runs on the caller's executor unless an implementation says otherwise (one that does
/// disk work, `CachingTransport`, runs on the default pool): a page sent from the main actor
/// reaches `CurlTransport` without a hop, and under `MainLoop` without waking a thread.
public protocol Transport: Sendable {
    /// Sends `request`; throws `HTTPError` for anything but a complete HTTP response.
    nonisolated(nonsending) func send(_ request: HTTPRequest) async throws(HTTPError) -> HTTPResponse
}
