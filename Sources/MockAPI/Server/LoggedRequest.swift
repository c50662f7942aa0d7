/// One request as the server saw it, with secrets masked, for tests and `GET /_mock/requests`.
public struct LoggedRequest: Sendable, Codable, Equatable {
    /// HTTP method, e.g. `GET`.
    public var method: String
    /// Full path including the API prefix, e.g. `/github/users`.
    public var path: String
    /// Raw query string without `?`, or nil.
    public var query: String?
    /// Header name/value pairs, lower-case names; `authorization` values masked.
    public var headers: [Header]
    /// The status sent (the fault's status when a fault answered).
    public var status: Int

    /// One header line.
    public struct Header: Sendable, Codable, Equatable {
        /// Lower-case name.
        public var name: String
        /// Value, masked for credentials.
        public var value: String
    }

    /// Masks the credential in an `Authorization` value but keeps its scheme, so tests can see which form was sent.
    static func mask(name: String, value: String) -> String {
        guard name == "authorization" || name == "cookie" || name == "proxy-authorization" else { return value }
        let parts = value.split(separator: " ", maxSplits: 1)
        return parts.count == 2 ? "\(parts[0]) ***" : "***"
    }
}
