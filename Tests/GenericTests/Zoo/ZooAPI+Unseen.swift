import Catalog
import Foundation
import TestSupport

/// Shapes no earlier zoo API has (issue 38), each rebuilt from its API's public documentation: next
/// links nested, relative to a base or a query only, or in a link array. Cursors and numbers follow
/// in `ZooAPI+UnseenCursors.swift` and `ZooAPI+UnseenNumbers.swift`.
extension ZooAPI {
    /// Every unseen shape, in `all`.
    static let unseen: [ZooAPI] = unseenLinks + unseenCursors + unseenNumbers

    /// Unseen APIs that `pagetty url` options cannot page today (each says `needs:`): ZooTests and
    /// ZooPipeTests leave them out; detection must still decline them or page them.
    static let inexpressible: Set<String> = ["FHIR", "Twitter followers", "Heroku"]

    /// The next-link shapes of this file.
    static let unseenLinks: [ZooAPI] = [.discourse, .odataV2, .rickAndMorty, .spotify, .digitalOcean, .bigCommerce]
        + unseenRelative

    /// Discourse, `GET /latest.json`: `topic_list.topics`, 30 a page, 0-based `page`, and a root-relative
    /// `topic_list.more_topics_url` (`/latest?no_definitions=true&page=1`: no `.json`, so only an
    /// `Accept: application/json` gets JSON back; anything else gets the HTML page), absent once a page
    /// is short. https://docs.discourse.org/#tag/Topics/operation/listLatestTopics
    static let discourse: ZooAPI = {
        let ids = Zoo.ids(137) { String(31_500 - $0 * 4) }
        return ZooAPI(
            name: "Discourse", path: "/latest.json",
            options: ["items": "topic_list.topics", "title": "title", "strategy": "next:topic_list.more_topics_url"],
            ids: ids, pages: 5, requests: 5,
            respond: { request in
                let wantsJSON = request.path.hasSuffix(".json")
                    || request.headers.contains { $0.name.lowercased() == "accept" && $0.value.contains("application/json") }
                guard wantsJSON else { return .respond(200, [("Content-Type", "text/html")], Array("<!DOCTYPE html><html></html>".utf8)) }
                let number = max(0, request.int("page", 0))
                let page = Zoo.slice(ids, from: number * 30, 30)
                let topics = page.map { id in
                    Zoo.object([("id", .number(id)), ("title", .string("Topic \(id) about plugins")), ("slug", .string("topic-\(id)")),
                                ("posts_count", Zoo.number(3)), ("last_posted_at", .string("2026-01-02T03:04:05.000Z"))])
                }
                var list: [(String, JSONValue)] = [("can_create_topic", .bool(false)), ("per_page", Zoo.number(30))]
                if page.count == 30 { list.append(("more_topics_url", .string("/latest?no_definitions=true&page=\(number + 1)"))) }
                return Zoo.json(Zoo.object([("users", .array([])), ("primary_groups", .array([])),
                                            ("topic_list", Zoo.object(list + [("topics", .array(topics))]))]))
            })
    }()

    /// OData v2 as SAP Gateway and the Northwind service serve it, `GET …/Products?$format=json`:
    /// `d.results`, server-driven pages of 20 with an absolute `d.__next` carrying `$skiptoken` (the
    /// last key), `__metadata`, `ProductID`, `ProductName`.
    /// https://www.odata.org/documentation/odata-version-2-0/json-format/ (4. Representing Collections of Entries)
    static let odataV2: ZooAPI = {
        let ids = Zoo.ids(137) { String($0 + 1) }
        return ZooAPI(
            name: "OData v2", path: "/V2/Northwind/Northwind.svc/Products?$format=json",
            options: ["items": "d.results", "id": "ProductID", "title": "ProductName", "strategy": "next:d.__next"],
            ids: ids, pages: 7, requests: 7,
            respond: { request in
                let start = request.query["$skiptoken"].flatMap { token in ids.firstIndex(of: token).map { $0 + 1 } } ?? 0
                let page = Zoo.slice(ids, from: start, 20)
                let base = "\(request.root)/V2/Northwind/Northwind.svc"
                let results = page.map { id in
                    Zoo.object([("__metadata", Zoo.object([("uri", .string("\(base)/Products(\(id))")), ("type", .string("NorthwindModel.Product"))])),
                                ("ProductID", .number(id)), ("ProductName", .string("Product \(id)")), ("UnitPrice", .string("18.0000"))])
                }
                var d: [(String, JSONValue)] = [("results", .array(results))]
                if page.endIndex < ids.count { d.append(("__next", .string("\(base)/Products?$format=json&$skiptoken=\(page.last!)"))) }
                return Zoo.json(Zoo.object([("d", Zoo.object(d))]))
            })
    }()

    /// The Rick and Morty API, `GET /api/character`: `results`, 20 a page (no size parameter),
    /// `info.count`, `info.pages`, `info.next`/`info.prev` absolute or null; a page past the end is a
    /// 404 `{"error":"There is nothing here"}`. https://rickandmortyapi.com/documentation/#info-and-pagination
    static let rickAndMorty: ZooAPI = {
        let ids = Zoo.ids(137) { String($0 + 1) }
        return ZooAPI(
            name: "Rick and Morty", path: "/api/character",
            options: ["items": "results", "title": "name", "strategy": "next:info.next", "total": "info.count"],
            ids: ids, pages: 7, requests: 7,
            respond: { request in
                let number = request.int("page", 1)
                let pages = Zoo.pages(ids.count, 20)
                guard (1...pages).contains(number) else {
                    return .respond(404, [("Content-Type", "application/json")], Array(#"{"error":"There is nothing here"}"#.utf8))
                }
                let url = "\(request.root)/api/character?page="
                let info = Zoo.object([("count", Zoo.number(ids.count)), ("pages", Zoo.number(pages)),
                                       ("next", number < pages ? .string(url + String(number + 1)) : .null),
                                       ("prev", number > 1 ? .string(url + String(number - 1)) : .null)])
                let results = Zoo.slice(ids, from: (number - 1) * 20, 20).map { id in
                    Zoo.object([("id", .number(id)), ("name", .string("Character \(id)")), ("status", .string("Alive")),
                                ("url", .string("\(request.root)/api/character/\(id)"))])
                }
                return Zoo.json(Zoo.object([("info", info), ("results", .array(results))]))
            })
    }()

    /// Spotify, `GET /v1/search?q=abba&type=album`: the page is `albums` (`items`, `limit` default 20 at
    /// most 50, `offset`, `total`, absolute `next`/`previous`, the next link spelling the query as
    /// `query=`), base-62 ids and `spotify:album:` uris. https://developer.spotify.com/documentation/web-api/reference/search
    static let spotify: ZooAPI = {
        let ids = Zoo.ids(137) { "4x2rKcQ5vZl0Xh" + String(10_000_000 + $0 * 7_919) }
        return ZooAPI(
            name: "Spotify", path: "/v1/search?q=abba&type=album",
            options: ["items": "albums.items", "title": "name", "strategy": "next:albums.next", "total": "albums.total"],
            ids: ids, pages: 7, requests: 7,
            respond: { request in
                guard let query = request.query["q"] ?? request.query["query"] else {
                    return .respond(400, [("Content-Type", "application/json")], Array(#"{"error":{"status":400,"message":"No search query"}}"#.utf8))
                }
                let limit = request.size("limit", default: 20, cap: 50)
                let offset = max(0, request.int("offset", 0))
                let page = Zoo.slice(ids, from: offset, limit)
                let url = "\(request.root)/v1/search?query=\(query)&type=album&offset="
                let items = page.map { id in
                    Zoo.object([("album_type", .string("album")), ("id", .string(id)), ("name", .string("Album \(id.suffix(6))")),
                                ("uri", .string("spotify:album:\(id)"))])
                }
                let albums = Zoo.object([("href", .string("\(url)\(offset)&limit=\(limit)")), ("items", .array(items)), ("limit", Zoo.number(limit)),
                                         ("next", page.endIndex < ids.count ? .string("\(url)\(page.endIndex)&limit=\(limit)") : .null),
                                         ("offset", Zoo.number(offset)), ("previous", offset > 0 ? .string("\(url)\(max(0, offset - limit))&limit=\(limit)") : .null),
                                         ("total", Zoo.number(ids.count))])
                return Zoo.json(Zoo.object([("albums", albums)]))
            })
    }()

    /// DigitalOcean, `GET /v2/droplets`: `droplets`, `per_page` default 20 (at most 200), `links.pages`
    /// with `first`/`prev`/`next`/`last` as they apply (no `next` on the last page), `meta.total`.
    /// https://docs.digitalocean.com/reference/api/intro/#links
    static let digitalOcean: ZooAPI = {
        let ids = Zoo.ids(137) { String(3_164_444 + $0 * 17) }
        return ZooAPI(
            name: "DigitalOcean", path: "/v2/droplets",
            options: ["items": "droplets", "title": "name", "strategy": "next:links.pages.next", "total": "meta.total"],
            ids: ids, pages: 7, requests: 7,
            respond: { request in
                let size = request.size("per_page", default: 20, cap: 200)
                let number = max(1, request.int("page", 1))
                let last = Zoo.pages(ids.count, size)
                let url = "\(request.root)/v2/droplets?per_page=\(size)&page="
                var pages: [(String, JSONValue)] = []
                if number > 1 { pages += [("first", .string(url + "1")), ("prev", .string(url + String(number - 1)))] }
                if number < last { pages += [("last", .string(url + String(last))), ("next", .string(url + String(number + 1)))] }
                let droplets = Zoo.slice(ids, from: (number - 1) * size, size).map { id in
                    Zoo.object([("id", .number(id)), ("name", .string("web-\(id)")), ("status", .string("active"))])
                }
                return Zoo.json(Zoo.object([("droplets", .array(droplets)), ("links", Zoo.object([("pages", Zoo.object(pages))])),
                                            ("meta", Zoo.object([("total", Zoo.number(ids.count))]))]))
            })
    }()

    /// BigCommerce, `GET /stores/{hash}/v3/catalog/products`: `data`, `meta.pagination` with `total`,
    /// `count`, `per_page`, `current_page`, `total_pages` and `links.next` as a query alone
    /// (`?limit=50&page=2`); `limit` default 50, at most 250.
    /// https://developer.bigcommerce.com/docs/rest-catalog/products#get-all-products
    static let bigCommerce: ZooAPI = {
        let ids = Zoo.ids(137) { String(77 + $0 * 2) }
        return ZooAPI(
            name: "BigCommerce", path: "/stores/abc123/v3/catalog/products",
            options: ["items": "data", "title": "name", "strategy": "next:meta.pagination.links.next", "total": "meta.pagination.total"],
            ids: ids, pages: 3, requests: 3,
            respond: { request in
                let size = request.size("limit", default: 50, cap: 250)
                let number = max(1, request.int("page", 1))
                let pages = Zoo.pages(ids.count, size)
                let page = Zoo.slice(ids, from: (number - 1) * size, size)
                var links: [(String, JSONValue)] = [("current", .string("?limit=\(size)&page=\(number)"))]
                if number > 1 { links.insert(("previous", .string("?limit=\(size)&page=\(number - 1)")), at: 0) }
                if number < pages { links.append(("next", .string("?limit=\(size)&page=\(number + 1)"))) }
                let pagination = Zoo.object([("total", Zoo.number(ids.count)), ("count", Zoo.number(page.count)), ("per_page", Zoo.number(size)),
                                             ("current_page", Zoo.number(number)), ("total_pages", Zoo.number(pages)), ("links", Zoo.object(links))])
                let products = page.map { Zoo.object([("id", .number($0)), ("name", .string("Product \($0)")), ("sku", .string("SKU-\($0)"))]) }
                return Zoo.json(Zoo.object([("data", .array(products)), ("meta", Zoo.object([("pagination", pagination)]))]))
            })
    }()
}
