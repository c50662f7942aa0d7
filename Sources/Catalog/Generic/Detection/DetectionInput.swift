import Networking

/// What a server answered for a list's first page: all the detector looks at.
///
/// A plain value; any thread.
public struct DetectionInput: Sendable {
    /// The URL asked.
    public var url: String
    /// The HTTP status.
    public var status: Int
    /// The response headers.
    public var headers: HTTPHeaders
    /// The parsed body.
    public var body: JSONValue

    /// An answer to `url`.
    public init(url: String, status: Int = 200, headers: HTTPHeaders = [:], body: JSONValue) {
        self.url = url
        self.status = status
        self.headers = headers
        self.body = body
    }

    /// The answer in `response` to `url`; nil when its body is not JSON.
    public init?(url: String, response: HTTPResponse) {
        guard let body = JSONValue.parse(response.body) else { return nil }
        self.init(url: url, status: response.status, headers: response.headers, body: body)
    }

    /// The decoded value of the asked URL's query parameter `name`.
    func query(_ name: String) -> String? { GenericURL(url).value(of: name) }
}
