import Catalog
import Foundation
import TestSupport

/// Plain REST APIs: cursors, ids and page numbers in the query, end flags in the body or headers.
extension ZooAPI {
    /// Stripe, `GET /v1/customers`: newest first, `starting_after=<last id>`, `has_more`,
    /// `limit` 1–100 (default 10). https://docs.stripe.com/api/pagination
    static let stripe: ZooAPI = {
        let ids = Zoo.ids(137) { "cus_" + String(90_000_000 - $0 * 7_919, radix: 36) + "Qx" }
        return ZooAPI(
            name: "Stripe", path: "/v1/customers?limit=150",
            options: ["items": "data", "title": "email", "strategy": "after:starting_after=id", "more": "has_more"],
            ids: ids, pages: 2, requests: 2,
            respond: { request in
                let rest = Zoo.after(ids, request.query["starting_after"])
                let page = rest.prefix(request.size("limit", default: 10, cap: 100))
                let data = page.map { Zoo.object([("id", .string($0)), ("object", .string("customer")), ("email", .string("\($0)@example.com"))]) }
                return Zoo.json(Zoo.object([("object", .string("list")), ("url", .string("/v1/customers")),
                                            ("has_more", .bool(page.count < rest.count)), ("data", .array(data))]))
            })
    }()

    /// Slack, `GET conversations.list`: `cursor` from `response_metadata.next_cursor`, an empty string
    /// at the end; `limit` default 100, under 1000. https://api.slack.com/apis/pagination
    static let slack: ZooAPI = {
        let ids = Zoo.ids(137) { "C0" + String(60_000_000 + $0 * 104_729, radix: 36).uppercased() }
        return ZooAPI(
            name: "Slack", path: "/api/conversations.list?types=public_channel",
            options: ["items": "channels", "title": "name", "strategy": "cursor:cursor=response_metadata.next_cursor"],
            ids: ids, pages: 2, requests: 2,
            respond: { request in
                var start = 0
                if let cursor = request.query["cursor"], !cursor.isEmpty {
                    guard let data = Data(base64Encoded: cursor), let text = String(data: data, encoding: .utf8),
                          text.hasPrefix("team:"), let index = ids.firstIndex(of: String(text.dropFirst(5)))
                    else { return Zoo.json(Zoo.object([("ok", .bool(false)), ("error", .string("invalid_cursor"))])) }
                    start = index
                }
                let size = request.size("limit", default: 100, cap: 999)
                let page = Zoo.slice(ids, from: start, size)
                let next = page.endIndex < ids.count ? Data("team:\(ids[page.endIndex])".utf8).base64EncodedString() : ""
                let channels = page.map { Zoo.object([("id", .string($0)), ("name", .string("channel-\($0.lowercased())"))]) }
                return Zoo.json(Zoo.object([("ok", .bool(true)), ("channels", .array(channels)),
                                            ("response_metadata", Zoo.object([("next_cursor", .string(next))]))]))
            })
    }()

    /// GitLab, `GET /api/v4/projects`: `page`/`per_page` (default 20, at most 100: more is served as
    /// 100), `X-Total`, `X-Total-Pages`, `X-Next-Page` (empty on the last), `Link`.
    /// https://docs.gitlab.com/api/rest/#pagination
    static let gitLab: ZooAPI = {
        let ids = Zoo.ids(137) { String(48_000 - $0 * 3) }
        return ZooAPI(
            name: "GitLab", path: "/api/v4/projects?order_by=id",
            options: ["title": "name", "strategy": "page:page,per_page", "per_page": "150",
                      "total_header": "X-Total", "total_pages_header": "X-Total-Pages"],
            ids: ids, pages: 2, requests: 2,
            respond: { request in
                let size = request.size("per_page", default: 20, cap: 100)
                let number = max(1, request.int("page", 1))
                let pages = Zoo.pages(ids.count, size)
                let page = Zoo.slice(ids, from: (number - 1) * size, size)
                var link = ["<\(request.root)/api/v4/projects?order_by=id&page=1&per_page=\(size)>; rel=\"first\""]
                if number < pages { link.append("<\(request.root)/api/v4/projects?order_by=id&page=\(number + 1)&per_page=\(size)>; rel=\"next\"") }
                return Zoo.json(.array(page.map { Zoo.item($0, numeric: true) }), [
                    ("X-Page", String(number)), ("X-Per-Page", String(size)), ("X-Total", String(ids.count)),
                    ("X-Total-Pages", String(pages)), ("X-Next-Page", number < pages ? String(number + 1) : ""),
                    ("Link", link.joined(separator: ", ")),
                ])
            })
    }()

    /// Stack Exchange, `GET /2.3/questions`: `page` from 1, `pagesize` default 30 (at most 100),
    /// `items`, `has_more`. https://api.stackexchange.com/docs/paging
    static let stackExchange: ZooAPI = {
        let ids = Zoo.ids(137) { String(79_000_000 - $0 * 13) }
        return ZooAPI(
            name: "Stack Exchange", path: "/2.3/questions?site=stackoverflow&order=desc&sort=creation",
            options: ["items": "items", "id": "question_id", "title": "title", "strategy": "page:page,pagesize", "more": "has_more"],
            ids: ids, pages: 5, requests: 5,
            respond: { request in
                let size = request.size("pagesize", default: 30, cap: 100)
                let number = max(1, request.int("page", 1))
                let page = Zoo.slice(ids, from: (number - 1) * size, size)
                let items = page.map { Zoo.object([("question_id", .number($0)), ("title", .string("Question \($0)"))]) }
                return Zoo.json(Zoo.object([("items", .array(items)), ("has_more", .bool(page.endIndex < ids.count)),
                                            ("quota_max", Zoo.number(300)), ("quota_remaining", Zoo.number(299))]))
            })
    }()

    /// Reddit, `GET /r/swift/new.json`: `data.children[].data`, `after=<fullname t3_…>` from `data.after`
    /// (null at the end), `limit` default 25, at most 100. https://www.reddit.com/dev/api/#listings
    static let reddit: ZooAPI = {
        let ids = Zoo.ids(137) { String(1_800_000_000 - $0 * 977, radix: 36) }
        return ZooAPI(
            name: "Reddit", path: "/r/swift/new.json?limit=150",
            options: ["items": "data.children", "id": "data.id", "title": "data.title", "strategy": "cursor:after=data.after"],
            ids: ids, pages: 2, requests: 2,
            respond: { request in
                let after = request.query["after"].map { $0.hasPrefix("t3_") ? String($0.dropFirst(3)) : "?" }
                let rest = Zoo.after(ids, after)
                let page = rest.prefix(request.size("limit", default: 25, cap: 100))
                let children = page.map { id in
                    Zoo.object([("kind", .string("t3")), ("data", Zoo.object([("id", .string(id)), ("name", .string("t3_" + id)),
                                                                             ("title", .string("Post \(id)"))]))])
                }
                let next: JSONValue = page.count < rest.count ? .string("t3_" + page.last!) : .null
                return Zoo.json(Zoo.object([("kind", .string("Listing")), ("data", Zoo.object([
                    ("after", next), ("dist", Zoo.number(page.count)), ("children", .array(children)), ("before", .null),
                ]))]))
            })
    }()
}
