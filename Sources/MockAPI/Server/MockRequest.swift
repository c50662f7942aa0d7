/// What an API handler sees of a request: its path below the API prefix and the bases to build URLs from.
struct MockRequest: Sendable {
    var method: String
    /// The path below the API prefix, e.g. `/users` for `BASE/github/users`.
    var path: String
    var query: Query
    var rawQuery: String?
    /// Lower-cased header names.
    var headers: [(String, String)]
    /// The server root, `http://127.0.0.1:PORT`.
    var root: String
    /// The token when one from the configured list was presented.
    var token: String?
    /// Seconds since 1970 by the server's injected clock.
    var now: Int
    /// The request body (POST only).
    var body: [UInt8] = []

    /// The first value of a header by lower-case name.
    func header(_ name: String) -> String? { headers.first { $0.0 == name }?.1 }
}
