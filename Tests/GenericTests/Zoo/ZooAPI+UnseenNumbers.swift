import Catalog
import Foundation
import TestSupport

/// Unseen numbers: starts and next starts under other names or nested, 1-based indexes, `$`-named
/// parameters the URL already holds, a silent server cap, totals that are estimates.
extension ZooAPI {
    /// The number shapes of this file, in `unseen`.
    static let unseenNumbers: [ZooAPI] = [.bitbucketServer, .pipedrive, .googleCustomSearch, .socrata, .postgREST, .contentful]
        + unseenPageNumbers

    /// Bitbucket Server (Data Center), `GET /rest/api/1.0/projects`: `values`, `size`, `limit` (default
    /// 25), `start`, `isLastPage`, and `nextPageStart` (only while not the last page) sent back as
    /// `start`. https://docs.atlassian.com/bitbucket-server/rest/latest/bitbucket-rest.html (Paged APIs)
    static let bitbucketServer: ZooAPI = {
        let ids = Zoo.ids(137) { String(1 + $0 * 2) }
        return ZooAPI(
            name: "Bitbucket Server", path: "/rest/api/1.0/projects",
            options: ["items": "values", "title": "name", "strategy": "cursor:start=nextPageStart"],
            ids: ids, pages: 6, requests: 6,
            respond: { request in
                let limit = request.size("limit", default: 25, cap: 1000)
                let start = max(0, request.int("start", 0))
                let page = Zoo.slice(ids, from: start, limit)
                let projects = page.map { id in
                    Zoo.object([("key", .string("PRJ\(id)")), ("id", .number(id)), ("name", .string("Project \(id)")), ("public", .bool(false)),
                                ("type", .string("NORMAL")),
                                ("links", Zoo.object([("self", .array([Zoo.object([("href", .string("\(request.root)/projects/PRJ\(id)"))])]))]))])
                }
                let last = page.endIndex >= ids.count
                var body: [(String, JSONValue)] = [("size", Zoo.number(page.count)), ("limit", Zoo.number(limit)), ("isLastPage", .bool(last)),
                                                   ("values", .array(projects)), ("start", Zoo.number(start))]
                if !last { body.append(("nextPageStart", Zoo.number(page.endIndex))) }
                return Zoo.json(Zoo.object(body))
            })
    }()

    /// Pipedrive v1, `GET /v1/deals`: `data`, `additional_data.pagination` with `start`, `limit` (default
    /// 100, at most 500), `more_items_in_collection` and `next_start` (only while there is more), sent
    /// back as `start`. https://pipedrive.readme.io/docs/core-api-concepts-pagination
    static let pipedrive: ZooAPI = {
        let ids = Zoo.ids(137) { String(1_000 + $0) }
        return ZooAPI(
            name: "Pipedrive", path: "/v1/deals",
            options: ["items": "data", "title": "title", "strategy": "cursor:start=additional_data.pagination.next_start",
                      "more": "additional_data.pagination.more_items_in_collection"],
            ids: ids, pages: 2, requests: 2,
            respond: { request in
                let limit = request.size("limit", default: 100, cap: 500)
                let start = max(0, request.int("start", 0))
                let page = Zoo.slice(ids, from: start, limit)
                let deals = page.map { Zoo.object([("id", .number($0)), ("title", .string("Deal \($0) with Acme")), ("value", Zoo.number(5_000)),
                                                   ("currency", .string("EUR"))]) }
                var pagination: [(String, JSONValue)] = [("start", Zoo.number(start)), ("limit", Zoo.number(limit)),
                                                         ("more_items_in_collection", .bool(page.endIndex < ids.count))]
                if page.endIndex < ids.count { pagination.append(("next_start", Zoo.number(page.endIndex))) }
                return Zoo.json(Zoo.object([("success", .bool(true)), ("data", .array(deals)),
                                            ("additional_data", Zoo.object([("pagination", Zoo.object(pagination))]))]))
            })
    }()

    /// Google Custom Search JSON API, `GET /customsearch/v1?key=…&cx=…&q=…`: `items` with no id (the
    /// `link` is one), `num` at most 10, `start` counted from 1, at most 100 results reachable (`start +
    /// num` past 100 is a 400), `queries.nextPage[0].startIndex` (absent at the end), and
    /// `searchInformation.totalResults` a string estimate far above what can be paged.
    /// https://developers.google.com/custom-search/v1/reference/rest/v1/cse/list
    static let googleCustomSearch: ZooAPI = {
        let ids = Zoo.ids(100) { "https://www.example.org/swift/\(7_000 + $0 * 13)" }
        return ZooAPI(
            name: "Google Custom Search", path: "/customsearch/v1?key=AIzaSyZooKey&cx=017576662512468239146:omuauf&q=swift",
            options: ["items": "items", "id": "link", "title": "title", "strategy": "cursor:start=queries.nextPage.0.startIndex"],
            ids: ids, pages: 10, requests: 10,
            respond: { request in
                let num = request.int("num", 10)
                let start = request.int("start", 1)
                guard (1...10).contains(num), start >= 1, start + num - 1 <= 100 else {
                    return .respond(400, [("Content-Type", "application/json")], Array(#"{"error":{"code":400,"message":"Request contains an invalid argument.","status":"INVALID_ARGUMENT"}}"#.utf8))
                }
                let page = Zoo.slice(ids, from: start - 1, num)
                let items = page.map { link in
                    Zoo.object([("kind", .string("customsearch#result")), ("title", .string("Swift result \(link.suffix(4))")), ("link", .string(link)),
                                ("displayLink", .string("www.example.org")), ("snippet", .string("A page about Swift."))])
                }
                func query(_ index: Int) -> JSONValue {
                    .array([Zoo.object([("totalResults", .string("4230000")), ("searchTerms", .string("swift")), ("count", Zoo.number(num)),
                                        ("startIndex", Zoo.number(index))])])
                }
                var queries: [(String, JSONValue)] = [("request", query(start))]
                if page.endIndex < ids.count { queries.append(("nextPage", query(page.endIndex + 1))) }
                return Zoo.json(Zoo.object([("kind", .string("customsearch#search")), ("queries", Zoo.object(queries)),
                                            ("searchInformation", Zoo.object([("totalResults", .string("4230000"))])), ("items", .array(items))]))
            })
    }()

    /// Socrata SODA 2.0, `GET /resource/{id}.json?$order=unique_key&$limit=50`: a top-level array of rows
    /// whose every value is a string, `$limit` (default 1000) and `$offset` already in the URL, no
    /// total, no link: a short page is the end. https://dev.socrata.com/docs/paging.html
    static let socrata: ZooAPI = {
        let ids = Zoo.ids(137) { String(58_012_345 + $0 * 29) }
        let kinds = ["Noise - Residential", "Illegal Parking", "Blocked Driveway", "Heat/Hot Water", "Street Condition"]
        return ZooAPI(
            name: "Socrata", path: "/resource/erm2-nwe9.json?$order=unique_key&$limit=50",
            options: ["items": "", "id": "unique_key", "title": "complaint_type", "strategy": "offset:$offset,$limit", "per_page": "50"],
            ids: ids, pages: 3, requests: 4,
            respond: { request in
                let offset = max(0, request.int("$offset", 0))
                let rows = Zoo.slice(ids, from: offset, request.size("$limit", default: 1000, cap: 50_000)).enumerated().map { index, key in
                    Zoo.object([("unique_key", .string(key)), ("created_date", .string("2026-01-01T00:00:00.000")),
                                ("complaint_type", .string(kinds[(offset + index) % kinds.count])), ("borough", .string("BROOKLYN"))])
                }
                return Zoo.json(.array(rows))
            })
    }()

    /// PostgREST, `GET /todos?order=id`: a top-level array, `offset`/`limit`, a server `db-max-rows` of 25
    /// that serves fewer than asked without saying so, and `Content-Range: 0-24/*` (`0-24/137`, with a
    /// 206, only when asked `Prefer: count=exact`).
    /// https://docs.postgrest.org/en/stable/references/api/pagination_count.html
    static let postgREST: ZooAPI = {
        let ids = Zoo.ids(137) { String(1 + $0) }
        return ZooAPI(
            name: "PostgREST", path: "/todos?order=id",
            options: ["items": "", "title": "task", "strategy": "offset:offset,limit"],
            ids: ids, pages: 6, requests: 7,
            respond: { request in
                let offset = max(0, request.int("offset", 0))
                let page = Zoo.slice(ids, from: offset, request.size("limit", default: 25, cap: 25))
                let todos = page.map { Zoo.object([("id", .number($0)), ("task", .string("Todo number \($0)")), ("done", .bool(false))]) }
                let exact = request.headers.contains { $0.name.lowercased() == "prefer" && $0.value.contains("count=exact") }
                let range = page.isEmpty ? "*/" : "\(offset)-\(page.endIndex - 1)/"
                return .respond(exact && page.count < ids.count ? 206 : 200,
                                [("Content-Type", "application/json; charset=utf-8"), ("Content-Range", range + (exact ? String(ids.count) : "*"))],
                                JSONValue.array(todos).serialized())
            })
    }()

    /// Contentful Content Delivery API, `GET /spaces/{space}/environments/master/entries?access_token=…`:
    /// `items` whose id is `sys.id` and title `fields.title`, `skip`/`limit` (default 100, at most 1000),
    /// `total`; no token (in the query or `Authorization`) is a 401.
    /// https://www.contentful.com/developers/docs/references/content-delivery-api/#/introduction/collection-resources-and-pagination
    static let contentful: ZooAPI = {
        let ids = Zoo.ids(137) { "4Bq" + String(String(3_000_000_000_000 + $0 * 999_983, radix: 36)) + "nWmK" }
        return ZooAPI(
            name: "Contentful", path: "/spaces/cfexampleapi/environments/master/entries?access_token=b4c0n73n7fu1&content_type=cat",
            options: ["items": "items", "id": "sys.id", "title": "fields.title", "strategy": "offset:skip,limit", "total": "total"],
            ids: ids, pages: 2, requests: 2,
            respond: { request in
                guard request.query["access_token"] != nil || request.headers.contains(where: { $0.name.lowercased() == "authorization" }) else {
                    return .respond(401, [("Content-Type", "application/vnd.contentful.delivery.v1+json")],
                                    Array(#"{"sys":{"type":"Error","id":"AccessTokenInvalid"},"message":"The access token you sent could not be found or is invalid."}"#.utf8))
                }
                let skip = max(0, request.int("skip", 0))
                let limit = request.size("limit", default: 100, cap: 1000)
                let entries = Zoo.slice(ids, from: skip, limit).map { id in
                    Zoo.object([("sys", Zoo.object([("space", Zoo.object([("sys", Zoo.object([("id", .string("cfexampleapi"))]))])), ("id", .string(id)),
                                                    ("type", .string("Entry")), ("createdAt", .string("2026-01-01T10:00:00.000Z"))])),
                                ("fields", Zoo.object([("title", .string("Cat \(id.suffix(8))")), ("lives", Zoo.number(9))]))])
                }
                return .respond(200, [("Content-Type", "application/vnd.contentful.delivery.v1+json")], Zoo.object([
                    ("sys", Zoo.object([("type", .string("Array"))])), ("total", Zoo.number(ids.count)), ("skip", Zoo.number(skip)),
                    ("limit", Zoo.number(limit)), ("items", .array(entries)),
                ]).serialized())
            })
    }()
}
