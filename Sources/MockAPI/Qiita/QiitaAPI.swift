/// `BASE/qiita`: `GET /api/v2/items` and `GET /api/v2/items/{id}`, shaped like qiita.com.
struct QiitaAPI: Sendable {
    let items: QiitaItems

    /// Answers with the current total, which grows when items are inserted at the head.
    func handle(_ request: MockRequest, total: Int) -> Reply {
        guard request.method == "GET" || request.method == "HEAD" else { return Self.error(404, "Not found", "not_found") }
        if request.path == "/api/v2/items" { return list(request, total: total) }
        if request.path.hasPrefix("/api/v2/items/") {
            let id = String(request.path.dropFirst("/api/v2/items/".count))
            guard let sequence = items.ids.decode(id), sequence < total else { return Self.error(404, "Not found", "not_found") }
            return .json(200, items.item(sequence, root: request.root))
        }
        return Self.error(404, "Not found", "not_found")
    }

    private func list(_ request: MockRequest, total: Int) -> Reply {
        guard let page = Self.bounded(request.query["page"], default: 1),
              let perPage = Self.bounded(request.query["per_page"], default: 20)
        else { return Self.error(400, "Bad request", "bad_request") }
        // Newest first: every item, or a query's results (`QiitaSearch`).
        let results = QiitaSearch(request.query["query"]).map { search in
            (0..<min(total, QiitaSearch.window)).map { total - 1 - $0 }.filter { search.matches(items.searchable($0)) }
        }
        let count = results?.count ?? total
        let start = (page - 1) * perPage
        let end = min(start + perPage, count)
        let body: [JSON] = start < end ? (start..<end).map { items.item(results?[$0] ?? total - 1 - $0, root: request.root) } : []
        // `last` is not clamped to 100, exactly as the real header.
        let lastPage = max(1, (count + perPage - 1) / perPage)
        var suffix = request.query["per_page"] != nil ? "&per_page=\(perPage)" : ""
        if let query = request.query["query"] { suffix += "&query=" + Self.formEncoded(query) }
        let base = "\(request.root)/qiita/api/v2/items?page="
        var links = ["<\(base)1\(suffix)>; rel=\"first\""]
        if page > 1 { links.append("<\(base)\(page - 1)\(suffix)>; rel=\"prev\"") }
        if page < lastPage { links.append("<\(base)\(page + 1)\(suffix)>; rel=\"next\"") }
        links.append("<\(base)\(lastPage)\(suffix)>; rel=\"last\"")
        return .json(200, .array(body), headers: [("link", links.joined(separator: ", ")), ("total-count", String(count))])
    }

    /// `text` for a query string: unreserved bytes as they are, every other byte as %XX.
    static func formEncoded(_ text: String) -> String {
        text.utf8.map { byte in
            let c = Character(Unicode.Scalar(byte))
            return c.isASCII && (c.isLetter || c.isNumber || "-._~".contains(c)) ? String(c) : "%" + (byte < 16 ? "0" : "") + String(byte, radix: 16, uppercase: true)
        }.joined()
    }

    /// An integer in 1...100, the default when absent, nil when present but out of range or not a number.
    private static func bounded(_ raw: String?, default value: Int) -> Int? {
        guard let raw else { return value }
        guard let n = Int(raw), (1...100).contains(n) else { return nil }
        return n
    }

    /// `{"message", "type"}`, Qiita's error body.
    static func error(_ status: Int, _ message: String, _ type: String, headers: [(String, String)] = []) -> Reply {
        .json(status, .object([("message", .string(message)), ("type", .string(type))]), headers: headers)
    }
}
