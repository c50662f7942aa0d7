/// What tells two requests' answers apart: the URL, the method, the body and every header that
/// may carry a credential, so that two tokens never share an answer, nor the ETag it came with,
/// and neither do two GraphQL pages (POSTs to one URL that differ in their body alone).
///
/// A plain value; any thread. It holds the body and the credential headers' values, in memory
/// only: the disk cache keeps the same fields as digests (`CacheKey`).
public struct RequestKey: Hashable, Sendable {
    /// Request headers that carry no credential and are left out of the key (lower case).
    /// Anything else (`Authorization`, `Cookie`, `X-Api-Key`, `PRIVATE-TOKEN`, any `-H`) is in it:
    /// a header not known to be harmless is treated as a secret that selects the answer.
    public static let harmless: Set<String> = [
        "accept", "accept-language", "accept-encoding", "user-agent", "cache-control", "pragma",
        "connection", "te", "dnt", "if-none-match", "if-modified-since",
    ]

    /// The request's URL.
    public let url: String
    /// The request's method: a GET and a POST of one URL are two requests.
    public let method: HTTPRequest.Method
    /// The request's body, nil when it has none.
    public let body: [UInt8]?
    /// The names of `credentials`, in order.
    private let names: [String]
    /// The values of `credentials`, in order.
    private let values: [String]

    /// The key of `request`.
    public init(_ request: HTTPRequest) {
        url = request.url
        method = request.method
        body = request.body
        let fields = Self.credentialFields(request.headers)
        names = fields.map(\.name)
        values = fields.map(\.value)
    }

    /// `credentialFields` of the request's headers.
    public var credentials: [(name: String, value: String)] {
        zip(names, values).map { (name: $0, value: $1) }
    }

    /// The headers that select the answer, names lower-cased, sorted by name (stable for repeats).
    public static func credentialFields(_ headers: HTTPHeaders) -> [(name: String, value: String)] {
        headers.fields.map { ($0.name.lowercased(), $0.value) }
            .filter { !harmless.contains($0.0) }
            .enumerated().sorted { ($0.element.0, $0.offset) < ($1.element.0, $1.offset) }
            .map { (name: $0.element.0, value: $0.element.1) }
    }
}
