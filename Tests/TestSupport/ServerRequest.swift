/// One request as the loopback server read it.
public struct ServerRequest: Sendable {
    /// The method, e.g. `GET`.
    public var method: String
    /// The request target: path and query.
    public var path: String
    /// Header fields in order.
    public var headers: [(name: String, value: String)]
    /// The body, when one was sent with Content-Length.
    public var body: [UInt8]

    /// The first value of header `name`, case-insensitively.
    public func header(_ name: String) -> String? {
        headers.first { $0.name.lowercased() == name.lowercased() }?.value
    }
}
