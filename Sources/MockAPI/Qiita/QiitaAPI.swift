/// `BASE/qiita`: `GET /api/v2/items`, `GET /api/v2/items/{id}`, its `comments`, and
/// `GET /api/v2/users/{id}/items`, shaped like qiita.com.
struct QiitaAPI: Sendable {
    let items: QiitaItems

    /// Answers with the current total, which grows when items are inserted at the head.
    func handle(_ request: MockRequest, total: Int) -> Reply {
        guard request.method == "GET" || request.method == "HEAD" else { return Self.error(404, "Not found", "not_found") }
        if request.path == "/api/v2/items" { return list(request, total: total) }
        let parts = request.path.split(separator: "/", omittingEmptySubsequences: false).map(String.init)
        if parts.count == 6, parts[1...3] == ["api", "v2", "users"], parts[5] == "items" {
            // An author's items, newest first, among those a search looks through.
            guard QiitaItems.userIndex(of: parts[4]) != nil else { return Self.error(404, "Not found", "not_found") }
            return list(request, total: total, user: parts[4])
        }
        if parts.count == 5 || parts.count == 6, parts[1...3] == ["api", "v2", "items"] {
            guard let sequence = items.ids.decode(parts[4]), sequence < total else { return Self.error(404, "Not found", "not_found") }
            if parts.count == 5 { return .json(200, items.item(sequence, root: request.root)) }
            guard parts[5] == "comments" else { return Self.error(404, "Not found", "not_found") }
            return paged(request, path: "/api/v2/items/\(parts[4])/comments", count: items.commentCount(sequence)) {
                items.comment(sequence, number: $0, root: request.root)
            }
        }
        return Self.error(404, "Not found", "not_found")
    }

    private func list(_ request: MockRequest, total: Int, user: String? = nil) -> Reply {
        // Newest first: every item, or a query's (or an author's) results (`QiitaSearch`).
        let search = user.map { QiitaSearch(users: [$0.lowercased()]) } ?? QiitaSearch(request.query["query"])
        let results = search.map { search in
            (0..<min(total, QiitaSearch.window)).map { total - 1 - $0 }.filter { search.matches(items.searchable($0)) }
        }
        var suffix = ""
        if user == nil, let query = request.query["query"] { suffix = "&query=" + Self.formEncoded(query) }
        let path = user.map { "/api/v2/users/\($0)/items" } ?? "/api/v2/items"
        return paged(request, path: path, count: results?.count ?? total, suffix: suffix) {
            items.item(results?[$0] ?? total - 1 - $0, root: request.root)
        }
    }

    /// Page `page` of a list of `count` made by `element`, with Qiita's `Link` (`first`, `prev`,
    /// `next`, `last`) and `Total-Count`; 400 for a page or size out of 1...100.
    func paged(_ request: MockRequest, path: String, count: Int, suffix: String = "", element: (Int) -> JSON) -> Reply {
        guard let page = Self.bounded(request.query["page"], default: 1),
              let perPage = Self.bounded(request.query["per_page"], default: 20)
        else { return Self.error(400, "Bad request", "bad_request") }
        let start = (page - 1) * perPage
        let end = min(start + perPage, count)
        let body: [JSON] = start < end ? (start..<end).map(element) : []
        // `last` is not clamped to 100, exactly as the real header.
        let lastPage = max(1, (count + perPage - 1) / perPage)
        let suffix = (request.query["per_page"] != nil ? "&per_page=\(perPage)" : "") + suffix
        let base = "\(request.root)/qiita\(path)?page="
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
    static func bounded(_ raw: String?, default value: Int) -> Int? {
        guard let raw else { return value }
        guard let n = Int(raw), (1...100).contains(n) else { return nil }
        return n
    }

    /// `{"message", "type"}`, Qiita's error body.
    static func error(_ status: Int, _ message: String, _ type: String, headers: [(String, String)] = []) -> Reply {
        .json(status, .object([("message", .string(message)), ("type", .string(type))]), headers: headers)
    }
}
