import Catalog
import Foundation
import TestSupport

/// Platforms' own list shapes: a next link carrying an already-encoded token, a page family in brackets.
extension ZooAPI {
    /// HubSpot CRM, `GET /crm/v3/objects/contacts?limit=50`: `results`, fields in `properties`,
    /// `paging.next.after` percent-encoded in the body and `paging.next.link` (absent on the last page);
    /// `limit` at most 100. The token must come back decoded exactly once, so the link is followed as
    /// it is. https://developers.hubspot.com/docs/api/crm/understanding-the-crm#paging-through-results
    static let hubSpot: ZooAPI = {
        let ids = Zoo.ids(137) { String(51_200 + $0 * 13) }
        return ZooAPI(
            name: "HubSpot", path: "/crm/v3/objects/contacts?limit=50",
            options: ["items": "results", "title": "properties.email", "strategy": "next:paging.next.link"],
            ids: ids, pages: 3, requests: 3,
            respond: { request in
                var start = 0
                if let after = request.query["after"] {
                    guard let data = Data(base64Encoded: after), let text = String(data: data, encoding: .utf8),
                          let index = Int(text), (0..<ids.count).contains(index) else {
                        return .respond(400, [("Content-Type", "application/json")], Array(#"{"status":"error","category":"VALIDATION_ERROR"}"#.utf8))
                    }
                    start = index
                }
                let size = request.size("limit", default: 10, cap: 100)
                let page = Zoo.slice(ids, from: start, size)
                let results = page.map { id in
                    Zoo.object([("id", .string(id)), ("properties", Zoo.object([("email", .string("c\(id)@example.com"))])),
                                ("archived", .bool(false))])
                }
                var pairs: [(String, JSONValue)] = [("results", .array(results))]
                if page.endIndex < ids.count {
                    // base64 ends in `=`: sent percent-encoded, as HubSpot's own answers show it.
                    let after = Data(String(page.endIndex).utf8).base64EncodedString().replacingOccurrences(of: "=", with: "%3D")
                    let next = Zoo.object([("after", .string(after)),
                                           ("link", .string(request.root + "/crm/v3/objects/contacts?limit=\(size)&after=\(after)"))])
                    pairs.append(("paging", Zoo.object([("next", next)])))
                }
                return Zoo.json(Zoo.object(pairs))
            })
    }()

    /// Strapi, `GET /api/articles`: `pagination[page]`/`pagination[pageSize]` (default 25, at most
    /// 100), `meta.pagination` with `pageCount` and `total`, fields in `attributes` (v4).
    /// https://docs.strapi.io/cms/api/rest/sort-pagination#pagination
    static let strapi: ZooAPI = {
        let ids = Zoo.ids(137) { String(1 + $0) }
        return ZooAPI(
            name: "Strapi", path: "/api/articles",
            options: ["items": "data", "title": "attributes.title", "strategy": "page:pagination[page],pagination[pageSize]",
                      "total_pages": "meta.pagination.pageCount", "total": "meta.pagination.total"],
            ids: ids, pages: 6, requests: 6,
            respond: { request in
                let size = request.size("pagination[pageSize]", default: 25, cap: 100)
                let number = max(1, request.int("pagination[page]", 1))
                let data = Zoo.slice(ids, from: (number - 1) * size, size).map { id in
                    Zoo.object([("id", .number(id)), ("attributes", Zoo.object([("title", .string("Article \(id)"))]))])
                }
                let pagination = Zoo.object([("page", Zoo.number(number)), ("pageSize", Zoo.number(size)),
                                             ("pageCount", Zoo.number(Zoo.pages(ids.count, size))), ("total", Zoo.number(ids.count))])
                return Zoo.json(Zoo.object([("data", .array(data)), ("meta", Zoo.object([("pagination", pagination)]))]))
            })
    }()
}
