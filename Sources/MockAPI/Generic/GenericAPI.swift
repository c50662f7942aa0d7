/// `BASE/generic`: one list endpoint per pagination strategy over the same `GenericFeed`
/// (and `POST /graphql`, a GraphQL connection: see `GenericGraphQL`; `POST /notion` and `POST /search`,
/// paged in the request body: see `GenericNotion` and `GenericSearch`).
///
/// Stateless; the feed's length (which grows when items are inserted at the head) comes per request.
/// Newest first everywhere but `/since` (oldest first by id) and `/keyset` (by score, then id).
struct GenericAPI: Sendable {
    /// Items per page when the request does not say.
    static let defaultLimit = 10

    func handle(_ request: MockRequest, total: Int) -> Reply {
        if request.path == "/graphql" { return GenericGraphQL.handle(request, total: total) }
        if request.path == "/notion" { return GenericNotion.handle(request, total: total) }
        if request.path == "/search" { return GenericSearch.handle(request, total: total) }
        guard request.method == "GET" || request.method == "HEAD" else { return Self.error(405, "method not allowed") }
        guard var limit = Self.number(request.query["limit"] ?? request.query["per_page"], default: Self.defaultLimit, in: 1...100)
        else { return Self.error(400, "limit must be 1...100") }
        // `max_limit=N` caps pages silently, as many APIs do; `count=N` serves a list of another length.
        guard let cap = Self.number(request.query["max_limit"], default: 100, in: 1...100),
              let total = Self.number(request.query["count"], default: total, in: 0...100_000)
        else { return Self.error(400, "bad max_limit or count") }
        limit = min(limit, cap)
        let newest = Array((0..<total).reversed())
        let root = request.root
        switch request.path {
        case "/offset":
            guard let offset = Self.number(request.query["offset"], default: 0, in: 0...Int.max) else { return Self.error(400, "bad offset") }
            return Self.body(Self.slice(newest, from: offset, limit), root: root, meta: [("total", .int(total))])
        case "/page":
            guard let page = Self.number(request.query["page"], default: 1, in: 1...Int.max) else { return Self.error(400, "bad page") }
            return Self.body(Self.slice(newest, from: (page - 1) * limit, limit), root: root, meta: [("total", .int(total))])
        case "/cursor":
            var rest = newest
            if let cursor = request.query["cursor"], !cursor.isEmpty {
                guard cursor.hasPrefix("c"), let below = Int(cursor.dropFirst()) else { return Self.error(400, "bad cursor") }
                rest = newest.filter { $0 < below }
            }
            let page = Array(rest.prefix(limit))
            let next: JSON = page.count < rest.count ? .string("c\(page[page.count - 1])") : .null
            return Self.body(page, root: root, meta: [("total", .int(total)), ("next_cursor", next)])
        case "/next":
            var rest = newest
            if let after = request.query["after"] {
                guard let id = Int(after) else { return Self.error(400, "bad after") }
                rest = newest.filter { GenericFeed.id($0) < id }
            }
            let page = Array(rest.prefix(limit))
            let next: JSON = page.count < rest.count
                ? .string(request.url(under: "/generic", setting: [("after", "\(GenericFeed.id(page[page.count - 1]))"), ("limit", "\(limit)")]))
                : .null
            return Self.body(page, root: root, extra: [("next", next)])
        case "/link":
            return link(request, newest: newest, limit: limit)
        case "/since":
            guard let since = Self.number(request.query["since_id"], default: 0, in: 0...Int.max) else { return Self.error(400, "bad since_id") }
            return Self.body(Array((0..<total).filter { GenericFeed.id($0) > since }.prefix(limit)), root: root)
        case "/time":
            let before = request.query["before"]
            return Self.body(Array(newest.filter { before == nil || GenericFeed.createdAt($0) < before! }.prefix(limit)), root: root)
        case "/keyset":
            return keyset(request, total: total, limit: limit)
        default:
            if request.path.hasPrefix("/items/"), let id = Int(request.path.dropFirst("/items/".count)), (1...total).contains(id) {
                return .json(200, GenericFeed.item(id - 1, root: root))
            }
            return Self.error(404, "not found")
        }
    }

    /// A top-level array with `Link: rel=next` and `X-Total-Count`, like many REST APIs.
    private func link(_ request: MockRequest, newest: [Int], limit: Int) -> Reply {
        guard let page = Self.number(request.query["page"], default: 1, in: 1...Int.max) else { return Self.error(400, "bad page") }
        let items = Self.slice(newest, from: (page - 1) * limit, limit)
        var headers = [("x-total-count", String(newest.count))]
        if page * limit < newest.count {
            // The request's own query goes on (`count`, `max_limit`, `drift`): the next page is of the same list.
            let next = request.url(under: "/generic", setting: [("page", "\(page + 1)"), ("per_page", "\(limit)")])
            headers.append(("link", "<\(next)>; rel=\"next\""))
        }
        return .json(200, .array(items.map { GenericFeed.item($0, root: request.root) }), headers: headers)
    }

    /// Ascending by (score, id), after `after_score`/`after_id` when given.
    private func keyset(_ request: MockRequest, total: Int, limit: Int) -> Reply {
        let order = (0..<total).sorted { (GenericFeed.score($0), $0) < (GenericFeed.score($1), $1) }
        var rest = order
        if let scoreText = request.query["after_score"], let idText = request.query["after_id"] {
            guard let score = Int(scoreText), let id = Int(idText) else { return Self.error(400, "bad after_score or after_id") }
            rest = order.filter { (GenericFeed.score($0), GenericFeed.id($0)) > (score, id) }
        }
        return Self.body(Array(rest.prefix(limit)), root: request.root)
    }

    private static func slice(_ order: [Int], from start: Int, _ limit: Int) -> [Int] {
        start < order.count ? Array(order[start..<min(start + limit, order.count)]) : []
    }

    /// `{"data": {"items": [...]}, "meta": {...}}` plus top-level extras.
    private static func body(_ sequences: [Int], root: String, meta: [(String, JSON)] = [], extra: [(String, JSON)] = []) -> Reply {
        var top: [(String, JSON)] = [("data", .object([("items", .array(sequences.map { GenericFeed.item($0, root: root) }))]))]
        if !meta.isEmpty { top.append(("meta", .object(meta))) }
        return .json(200, .object(top + extra))
    }

    /// An integer in `range`, `value` when absent, nil when present but not one.
    private static func number(_ raw: String?, default value: Int, in range: ClosedRange<Int>) -> Int? {
        guard let raw else { return value }
        guard let n = Int(raw), range.contains(n) else { return nil }
        return n
    }

    static func error(_ status: Int, _ message: String) -> Reply {
        .json(status, .object([("error", .string(message))]))
    }
}
