/// Sends one request and returns the whole response, whatever its status.
///
/// Implementations must be safe to call from any task; cancelling the calling task must
/// abort the request promptly and throw `HTTPError.cancelled`.
public protocol Transport: Sendable {
    /// Sends `request`; throws `HTTPError` for anything but a complete HTTP response.
    func send(_ request: HTTPRequest) async throws(HTTPError) -> HTTPResponse
}
