/// Credentials (a token's `Authorization`, `-H` headers) and the one origin they were given for:
/// the one rule of which request carries them (`applied(to:)`).
///
/// A value; any thread.
public struct OriginCredentials: Sendable, Equatable {
    /// Where the credentials may go (`URLOrigin.admits`).
    public let origin: URLOrigin
    /// The headers added, in order; each replaces a header of its name.
    public let headers: HTTPHeaders

    /// `headers` for `origin`.
    public init(origin: URLOrigin, headers: HTTPHeaders) {
        self.origin = origin
        self.headers = headers
    }

    /// `headers` for `url`'s origin; nil when there are none, or `url` is no http(s) URL.
    public init?(for url: String, headers: HTTPHeaders) {
        guard !headers.isEmpty, let origin = URLOrigin(url) else { return nil }
        self.init(origin: origin, headers: headers)
    }

    /// `Authorization: Bearer token` for `url`'s origin; nil without a token.
    public static func bearer(_ token: String?, for url: String) -> OriginCredentials? {
        guard let token, !token.isEmpty else { return nil }
        return OriginCredentials(for: url, headers: ["Authorization": "Bearer \(token)"])
    }

    /// `request` with the headers set when its URL is on the origin; otherwise as it is.
    public func applied(to request: HTTPRequest) -> HTTPRequest {
        guard origin.admits(request.url) else { return request }
        var request = request
        for field in headers.fields { request.headers.set(field.name, field.value) }
        return request
    }
}
