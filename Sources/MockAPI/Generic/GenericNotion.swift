import Foundation

/// `POST BASE/generic/notion`: the generic feed as a Notion database query, newest first.
///
/// Stateless. The body's `page_size` (1…100, default 10 here, 100 on Notion) and `start_cursor`
/// page it; the answer is `{"object":"list","results":[…],"next_cursor":…,"has_more":…}` with
/// `next_cursor` the id of the next page's first item, as Notion sends it. Errors as Notion sends them.
enum GenericNotion {
    static let defaultPageSize = 10

    static func handle(_ request: MockRequest, total: Int) -> Reply {
        guard request.method == "POST" else { return error(405, "invalid_request_url", "This endpoint takes POST.") }
        let body = request.body.isEmpty ? [:] : (try? JSONSerialization.jsonObject(with: Data(request.body)) as? [String: Any])
        guard let body else { return error(400, "invalid_json", "Error parsing JSON body.") }
        let size = body["page_size"] as? Int ?? defaultPageSize
        guard (1...100).contains(size) else { return error(400, "validation_error", "body.page_size should be ≤ `100`.") }
        let newest = Array((0..<total).reversed())
        var start = 0
        if let cursor = body["start_cursor"] {
            guard let text = cursor as? String, let index = newest.firstIndex(where: { GenericFeed.uuid($0) == text }) else {
                return error(400, "validation_error", "body.start_cursor should be a valid uuid.")
            }
            start = index
        }
        let page = Array(newest[start..<min(start + size, newest.count)])
        let next = start + size < newest.count ? JSON.string(GenericFeed.uuid(newest[start + size])) : .null
        return .json(200, .object([
            ("object", .string("list")),
            ("results", .array(page.map(row))),
            ("next_cursor", next),
            ("has_more", .bool(next != .null)),
            ("type", .string("page_or_database")),
            ("page_or_database", .object([])),
        ]))
    }

    /// A database row as Notion shapes a page: the title deep in `properties`.
    static func row(_ sequence: Int) -> JSON {
        let id = GenericFeed.id(sequence)
        return .object([
            ("object", .string("page")),
            ("id", .string(GenericFeed.uuid(sequence))),
            ("created_time", .string(GenericFeed.createdAt(sequence))),
            ("archived", .bool(false)),
            ("properties", .object([
                ("Name", .object([("id", .string("title")), ("type", .string("title")),
                                  ("title", .array([.object([("plain_text", .string("Item \(id)"))])]))])),
                ("Score", .object([("type", .string("number")), ("number", .int(GenericFeed.score(sequence)))])),
            ])),
        ])
    }

    static func error(_ status: Int, _ code: String, _ message: String) -> Reply {
        .json(status, .object([("object", .string("error")), ("status", .int(status)), ("code", .string(code)),
                               ("message", .string(message))]))
    }
}
