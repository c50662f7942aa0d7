import Foundation

/// `POST BASE/generic/search`: the generic feed as an Elasticsearch `_search`, sorted by score
/// then id, paged by `search_after`.
///
/// Stateless. The body's `size` (1…100, default 10 as in Elasticsearch) and `search_after` (the
/// last hit's `sort` values, `[score, id]`) page it; the query and sort in the body are not read:
/// the order is always `score` then `id`, ascending. Errors as Elasticsearch sends them.
enum GenericSearch {
    static let defaultSize = 10

    static func handle(_ request: MockRequest, total: Int) -> Reply {
        guard request.method == "POST" || request.method == "GET" else { return error(405, "method not allowed") }
        let body = request.body.isEmpty ? [:] : (try? JSONSerialization.jsonObject(with: Data(request.body)) as? [String: Any])
        guard let body else { return error(400, "request body is not JSON") }
        let size = body["size"] as? Int ?? defaultSize
        guard (1...100).contains(size) else { return error(400, "[size] must be 1...100 here") }
        var rest = (0..<total).sorted { (GenericFeed.score($0), $0) < (GenericFeed.score($1), $1) }
        if let after = body["search_after"] {
            guard let values = after as? [Any], values.count == 2, let score = values[0] as? Int, let id = values[1] as? Int else {
                return error(400, "search_after has 1 value(s) but sort has 2")
            }
            rest = rest.filter { (GenericFeed.score($0), GenericFeed.id($0)) > (score, id) }
        }
        let hits = rest.prefix(size).map { sequence -> JSON in
            .object([
                ("_index", .string("items")),
                ("_id", .string(String(GenericFeed.id(sequence)))),
                ("_score", .null),
                ("_source", GenericFeed.item(sequence, root: request.root)),
                ("sort", .array([.int(GenericFeed.score(sequence)), .int(GenericFeed.id(sequence))])),
            ])
        }
        return .json(200, .object([
            ("took", .int(1)),
            ("timed_out", .bool(false)),
            ("hits", .object([
                ("total", .object([("value", .int(total)), ("relation", .string("eq"))])),
                ("max_score", .null),
                ("hits", .array(hits)),
            ])),
        ]))
    }

    static func error(_ status: Int, _ reason: String) -> Reply {
        .json(status, .object([("error", .object([("type", .string("parsing_exception")), ("reason", .string(reason))])),
                               ("status", .int(status))]))
    }
}
