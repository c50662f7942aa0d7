import Catalog
import Foundation
import TestSupport

/// APIs that hand out their next link: JSON:API, HAL, Mastodon's Link header.
extension ZooAPI {
    /// JSON:API, `GET /articles`: `page[offset]`/`page[limit]` (percent-encoded brackets), `links.next`
    /// as a relative URL, string ids; a server cap of 50 (Drupal's). https://jsonapi.org/format/#fetching-pagination
    static let jsonAPI: ZooAPI = {
        ZooAPI(name: "JSON:API", path: "/articles?sort=-created&page[limit]=80",
               options: ["items": "data", "title": "attributes.title", "strategy": "next:links.next"],
               ids: jsonAPIIDs, pages: 3, requests: 3, respond: jsonAPIRespond)
    }()

    /// JSON:API again, paged by offset the way a user would without following links: `--per-page 80`
    /// over the cap of 50, so the offsets must advance by what came back (and pipe mode's second
    /// page, at 80, sent with the first, is wasted).
    static let jsonAPIOffset: ZooAPI = {
        var api = ZooAPI(name: "JSON:API offset", path: "/articles?sort=-created",
                         options: ["items": "data", "title": "attributes.title", "strategy": "offset:page[offset],page[limit]",
                                   "per_page": "80", "total": "meta.total"],
                         ids: jsonAPIIDs, pages: 3, requests: 3, respond: jsonAPIRespond)
        api.wrongGuesses = 1
        return api
    }()

    /// JSON:API by the spec's other example, `page[number]`/`page[size]`, from a server that sends no
    /// pagination links (they are optional), as Laravel JSON:API's page-based paginator reads them:
    /// the URL is all there is to page by. https://jsonapi.org/format/#fetching-pagination,
    /// https://laraveljsonapi.io/docs/1.0/schemas/pagination.html
    static let jsonAPINumbered: ZooAPI = {
        ZooAPI(name: "JSON:API by number", path: "/articles?page[number]=1&page[size]=25",
               options: ["items": "data", "title": "attributes.title", "strategy": "page:page[number],page[size]", "per_page": "25"],
               ids: jsonAPIIDs, pages: 6, requests: 7) { request in
            let size = request.size("page[size]", default: 20, cap: 50)
            let number = max(1, request.int("page[number]", 1))
            let page = Zoo.slice(jsonAPIIDs, from: (number - 1) * size, size)
            return .respond(200, [("Content-Type", "application/vnd.api+json")],
                            Zoo.object([("data", .array(jsonAPIArticles(page)))]).serialized())
        }
    }()

    static let jsonAPIIDs = Zoo.ids(137) { String(9_000 - $0 * 11) }

    /// JSON:API resource objects for the articles `ids`.
    static func jsonAPIArticles(_ ids: ArraySlice<String>) -> [JSONValue] {
        ids.map { id in
            Zoo.object([("type", .string("articles")), ("id", .string(id)),
                        ("attributes", Zoo.object([("title", .string("Article \(id)"))]))])
        }
    }

    static let jsonAPIRespond: @Sendable (ZooRequest) -> ServerAction = { request in
        let size = request.size("page[limit]", default: 20, cap: 50)
        let offset = max(0, request.int("page[offset]", 0))
        let page = Zoo.slice(jsonAPIIDs, from: offset, size)
        let data = jsonAPIArticles(page)
        var links: [(String, JSONValue)] = [("self", .string("/articles?page%5Boffset%5D=\(offset)&page%5Blimit%5D=\(size)"))]
        if page.endIndex < jsonAPIIDs.count {
            links.append(("next", .string("/articles?sort=-created&page%5Boffset%5D=\(page.endIndex)&page%5Blimit%5D=\(size)")))
        }
        return .respond(200, [("Content-Type", "application/vnd.api+json")],
                        Zoo.object([("data", .array(data)), ("links", Zoo.object(links)),
                                    ("meta", Zoo.object([("total", Zoo.number(jsonAPIIDs.count))]))]).serialized())
    }

    /// HAL as Spring Data REST serves it, `GET /people`: `_embedded.people`, `_links.next.href`
    /// (absolute), 0-based `page`, `size` default 20 (at most 1000), `page.totalElements`.
    /// https://docs.spring.io/spring-data/rest/reference/paging-and-sorting.html
    static let hal: ZooAPI = {
        let ids = Zoo.ids(137) { String(700 + $0) }
        return ZooAPI(
            name: "HAL", path: "/people",
            options: ["items": "_embedded.people", "title": "name", "web_url": "_links.self.href",
                      "strategy": "next:_links.next.href", "total": "page.totalElements"],
            ids: ids, pages: 7, requests: 7,
            respond: { request in
                let size = request.size("size", default: 20, cap: 1000)
                let number = max(0, request.int("page", 0))
                let pages = Zoo.pages(ids.count, size)
                let people = Zoo.slice(ids, from: number * size, size).map { id in
                    Zoo.object([("id", .number(id)), ("name", .string("Person \(id)")),
                                ("_links", Zoo.object([("self", Zoo.object([("href", .string("\(request.root)/people/\(id)"))]))]))])
                }
                var links: [(String, JSONValue)] = [("self", Zoo.object([("href", .string("\(request.root)/people?page=\(number)&size=\(size)"))]))]
                if number + 1 < pages {
                    links.append(("next", Zoo.object([("href", .string("\(request.root)/people?page=\(number + 1)&size=\(size)"))])))
                }
                return .respond(200, [("Content-Type", "application/hal+json")], Zoo.object([
                    ("_embedded", Zoo.object([("people", .array(people))])), ("_links", Zoo.object(links)),
                    ("page", Zoo.object([("size", Zoo.number(size)), ("totalElements", Zoo.number(ids.count)),
                                         ("totalPages", Zoo.number(pages)), ("number", Zoo.number(number))])),
                ]).serialized())
            })
    }()

    /// Mastodon, `GET /api/v1/timelines/public`: a top-level array, `Link` with `max_id` (next) and
    /// `min_id` (prev) on every non-empty page, string snowflake ids beyond 2^53, `limit` default 20,
    /// at most 40. https://docs.joinmastodon.org/api/guidelines/#pagination
    static let mastodon: ZooAPI = {
        let ids = Zoo.ids(137) { String(113_401_234_567_890_123 - Int64($0) * 65_536_017) }
        return ZooAPI(
            name: "Mastodon", path: "/api/v1/timelines/public?limit=80",
            options: ["title": "content", "web_url": "url", "strategy": "link"],
            ids: ids, pages: 4, requests: 5,
            respond: { request in
                let size = request.size("limit", default: 20, cap: 40)
                let rest = request.query["max_id"].map { max in ids.drop { !(DecimalOrder.less($0, than: max)) } } ?? ids[...]
                let page = rest.prefix(size)
                let statuses = page.map { id in
                    Zoo.object([("id", .string(id)), ("content", .string("<p>Toot \(id)</p>")),
                                ("url", .string("https://mastodon.example/@someone/\(id)"))])
                }
                var headers: [(String, String)] = []
                if let first = page.first, let last = page.last {
                    let url = "\(request.root)/api/v1/timelines/public?limit=\(size)"
                    headers.append(("Link", "<\(url)&max_id=\(last)>; rel=\"next\", <\(url)&min_id=\(first)>; rel=\"prev\""))
                }
                return Zoo.json(.array(statuses), headers)
            })
    }()
}

/// Decimal ids compared as numbers of any length, as a server that keeps them as 64-bit integers does.
enum DecimalOrder {
    /// Whether `lhs` is below `rhs` (both non-negative decimal text).
    static func less(_ lhs: String, than rhs: String) -> Bool {
        lhs.count != rhs.count ? lhs.count < rhs.count : lhs < rhs
    }
}
