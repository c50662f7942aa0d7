/// One HTTP request as the transport sends it.
public struct HTTPRequest: Sendable, Equatable {
    /// The request method.
    public enum Method: String, Sendable { case get = "GET", head = "HEAD", post = "POST" }

    /// The absolute `http` or `https` URL.
    public var url: String
    /// The method; GET unless said otherwise.
    public var method: Method
    /// Extra header fields; the transport adds `User-Agent` and `Accept-Encoding`.
    public var headers: HTTPHeaders
    /// An optional request body.
    public var body: [UInt8]?
    /// Per-request limits; `nil` takes the transport's.
    public var limits: TransportLimits?
    /// A tighter cap on the body than the limits' `maxBodyBytes` (a page read ahead); nil keeps theirs.
    /// A body past it fails with `bodyTooLarge` naming it, or naming `maxBodyBytes` when its
    /// declared length passes that too.
    public var bodyCap: Int?
    /// Whether sending it again changes nothing on the server, so a request that got no answer
    /// may be retried: GET and HEAD are; a POST only when its source says it is a read (a GraphQL
    /// query, a search), as a POST's effect is unknown (RFC 9110 9.2.2).
    public var isRead: Bool

    /// A request for `url`.
    public init(url: String, method: Method = .get, headers: HTTPHeaders = [:], body: [UInt8]? = nil,
                limits: TransportLimits? = nil) {
        self.url = url
        self.method = method
        self.headers = headers
        self.body = body
        self.limits = limits
        self.isRead = method != .post
    }
}
