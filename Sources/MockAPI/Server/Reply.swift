/// One response before transport concerns (gzip, faults on the wire) are applied.
struct Reply: Sendable {
    var status: Int
    var headers: [(String, String)]
    var body: [UInt8]

    init(status: Int, headers: [(String, String)] = [], body: [UInt8] = []) {
        self.status = status
        self.headers = headers
        self.body = body
    }

    /// A JSON reply with the content type every one of the three APIs sends.
    static func json(_ status: Int, _ value: JSON, headers: [(String, String)] = []) -> Reply {
        Reply(status: status, headers: [("content-type", "application/json; charset=utf-8")] + headers, body: value.serialized())
    }

    /// A plain-text reply, as Express's `res.sendStatus` writes.
    static func text(_ status: Int, _ text: String) -> Reply {
        Reply(status: status, headers: [("content-type", "text/plain; charset=utf-8")], body: Array(text.utf8))
    }

    /// The first value of a header, case-insensitively.
    func header(_ name: String) -> String? {
        let lower = name.lowercased()
        return headers.first { $0.0.lowercased() == lower }?.1
    }

    /// Replaces (or adds) a header, case-insensitively.
    mutating func set(_ name: String, _ value: String) {
        let lower = name.lowercased()
        headers.removeAll { $0.0.lowercased() == lower }
        headers.append((name, value))
    }
}
