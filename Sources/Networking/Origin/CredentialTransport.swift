/// A transport that adds credentials to the requests on their origin alone (`OriginCredentials`),
/// and sends every request on. A redirect is followed below it, by `RedirectPolicy`, which drops
/// them when the redirect leaves the origin.
///
/// Sendable; any thread; it runs on the caller's executor, as `inner` does.
public struct CredentialTransport: Transport {
    let inner: any Transport
    /// What is added, and where.
    public let credentials: OriginCredentials

    /// `inner` with `credentials` added on their origin.
    public init(wrapping inner: any Transport, credentials: OriginCredentials) {
        self.inner = inner
        self.credentials = credentials
    }

    /// `inner` unchanged without credentials, else wrapped in them.
    public static func wrapping(_ inner: any Transport, in credentials: OriginCredentials?) -> any Transport {
        credentials.map { CredentialTransport(wrapping: inner, credentials: $0) } ?? inner
    }

    nonisolated(nonsending) public func send(_ request: HTTPRequest) async throws(HTTPError) -> HTTPResponse {
        try await inner.send(credentials.applied(to: request))
    }
}
