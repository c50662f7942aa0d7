import Catalog
import Foundation
import TestSupport

/// Unseen page tokens with ids and titles under other names: a resource path, a `gid`, an id object,
/// typed values, a nested name.
extension ZooAPI {
    /// The token shapes of this file, in `unseenCursors`.
    static let unseenTokens: [ZooAPI] = [.firestore, .asana, .youTube, .square]

    /// Cloud Firestore, `GET /v1/projects/{p}/databases/(default)/documents/books?pageSize=50`:
    /// `documents`, each identified by its resource `name` (a path), fields as typed values
    /// (`fields.title.stringValue`), `nextPageToken` sent back as `pageToken` (absent at the end).
    /// https://firebase.google.com/docs/firestore/reference/rest/v1/projects.databases.documents/list
    static let firestore: ZooAPI = {
        let collection = "projects/demo/databases/(default)/documents/books"
        let ids = Zoo.ids(137) { "\(collection)/7hGkD2pQ3" + String(10_000_000_000 + $0 * 15_485_863) }
        return ZooAPI(
            name: "Firestore", path: "/v1/\(collection)?pageSize=50",
            options: ["items": "documents", "id": "name", "title": "fields.title.stringValue", "strategy": "cursor:pageToken=nextPageToken"],
            ids: ids, pages: 3, requests: 3,
            respond: { request in
                let page = Zoo.slice(ids, from: position(request.query["pageToken"], "doc:") ?? 0, request.size("pageSize", default: 300, cap: 300))
                let documents = page.map { name in
                    Zoo.object([("name", .string(name)),
                                ("fields", Zoo.object([("title", Zoo.object([("stringValue", .string("Book \(name.suffix(6))"))])),
                                                       ("pages", Zoo.object([("integerValue", .string("312"))]))])),
                                ("createTime", .string("2026-01-01T10:00:00.123456Z")), ("updateTime", .string("2026-01-02T10:00:00.123456Z"))])
                }
                var body: [(String, JSONValue)] = [("documents", .array(documents))]
                if page.endIndex < ids.count { body.append(("nextPageToken", .string(opaque("doc:\(page.endIndex)")))) }
                return Zoo.json(Zoo.object(body))
            })
    }()

    /// Asana, `GET /api/1.0/tasks?project=…&limit=50`: `data` of compact tasks with string `gid`s,
    /// `next_page` `{offset, path, uri}` (null at the end) whose `offset` token goes back as `offset`;
    /// `limit` 1–100, and without one the list is not paged at all.
    /// https://developers.asana.com/docs/pagination
    static let asana: ZooAPI = {
        let ids = Zoo.ids(137) { String(1_205_837_400_000_123 + $0 * 1_009) }
        return ZooAPI(
            name: "Asana", path: "/api/1.0/tasks?project=1205837400000001&limit=50",
            options: ["items": "data", "id": "gid", "title": "name", "strategy": "cursor:offset=next_page.offset"],
            ids: ids, pages: 3, requests: 3,
            respond: { request in
                guard let limit = request.query["limit"].flatMap({ Int($0) }) else {
                    return Zoo.json(Zoo.object([("data", .array(ids.map { Zoo.object([("gid", .string($0)), ("name", .string("Task \($0.suffix(4))"))]) }))]))
                }
                guard (1...100).contains(limit) else {
                    return .respond(400, [("Content-Type", "application/json")], Array(#"{"errors":[{"message":"limit: Not a valid limit"}]}"#.utf8))
                }
                let start = request.query["offset"].flatMap { position(String($0.split(separator: ".").last ?? ""), "task:") } ?? 0
                let page = Zoo.slice(ids, from: start, limit)
                let tasks = page.map { Zoo.object([("gid", .string($0)), ("name", .string("Task \($0.suffix(4))")), ("resource_type", .string("task"))]) }
                var next = JSONValue.null
                if page.endIndex < ids.count {
                    let offset = "eyJ0eXAiOiJKV1QiLCJhbGciOiJIUzI1NiJ9." + opaque("task:\(page.endIndex)")
                    let path = "/tasks?project=1205837400000001&limit=\(limit)&offset=\(offset)"
                    next = Zoo.object([("offset", .string(offset)), ("path", .string(path)), ("uri", .string("\(request.root)/api/1.0\(path)"))])
                }
                return Zoo.json(Zoo.object([("data", .array(tasks)), ("next_page", next)]))
            })
    }()

    /// YouTube Data API, `GET /youtube/v3/search?part=snippet&q=…&type=video`: `items` whose `id` is an
    /// object (`{kind, videoId}`), `snippet.title` (titles repeat: many videos are called "Intro"),
    /// `nextPageToken` sent back as `pageToken`, `maxResults` default 5 (0–50),
    /// `pageInfo.totalResults`. https://developers.google.com/youtube/v3/docs/search/list
    static let youTube: ZooAPI = {
        let ids = Zoo.ids(137) { "v" + String(format: "%010d", 1_000_000_007 + $0 * 7_368_787) }
        return ZooAPI(
            name: "YouTube", path: "/youtube/v3/search?part=snippet&q=swift&type=video",
            options: ["items": "items", "id": "id.videoId", "title": "snippet.title", "strategy": "cursor:pageToken=nextPageToken"],
            ids: ids, pages: 28, requests: 28,
            respond: { request in
                let start = request.query["pageToken"].flatMap { token in token.hasPrefix("CA") && token.hasSuffix("QAA") ? Int(token.dropFirst(2).dropLast(3)) : nil } ?? 0
                let size = min(max(0, request.int("maxResults", 5)), 50)
                let page = Zoo.slice(ids, from: start, size)
                let items = page.enumerated().map { index, id in
                    Zoo.object([("kind", .string("youtube#searchResult")), ("etag", .string("e\(id.suffix(6))")),
                                ("id", Zoo.object([("kind", .string("youtube#video")), ("videoId", .string(id))])),
                                ("snippet", Zoo.object([("title", .string((start + index) % 9 == 0 ? "Intro" : "Swift talk \(id.suffix(4))")),
                                                        ("channelTitle", .string("Swift Channel"))]))])
                }
                var body: [(String, JSONValue)] = [("kind", .string("youtube#searchListResponse")), ("etag", .string("q1")), ("regionCode", .string("US"))]
                if page.endIndex < ids.count { body.append(("nextPageToken", .string("CA\(page.endIndex)QAA"))) }
                if start > 0 { body.append(("prevPageToken", .string("CA\(max(0, start - size))QAE"))) }
                body.append(("pageInfo", Zoo.object([("totalResults", Zoo.number(ids.count)), ("resultsPerPage", Zoo.number(size))])))
                return Zoo.json(Zoo.object(body + [("items", .array(items))]))
            })
    }()

    /// Square, `GET /v2/catalog/list?types=ITEM`: `objects` with 24-character ids and the name under
    /// `item_data.name`, 100 a page (no size parameter), `cursor` sent back as `cursor`, absent on the
    /// last page. https://developer.squareup.com/reference/square/catalog-api/list-catalog,
    /// https://developer.squareup.com/docs/working-with-apis/pagination
    static let square: ZooAPI = {
        let ids = Zoo.ids(137) { String(format: "W62UWFY35CWMYGVW%08X", 0x3A00_0000 + $0 * 104_729) }
        return ZooAPI(
            name: "Square", path: "/v2/catalog/list?types=ITEM",
            options: ["items": "objects", "title": "item_data.name", "strategy": "cursor:cursor=cursor"],
            ids: ids, pages: 2, requests: 2,
            respond: { request in
                let page = Zoo.slice(ids, from: position(request.query["cursor"], "cat:") ?? 0, 100)
                let objects = page.map { id in
                    Zoo.object([("type", .string("ITEM")), ("id", .string(id)), ("updated_at", .string("2026-01-01T10:00:00.000Z")),
                                ("version", Zoo.number(1_767_261_600_000)), ("is_deleted", .bool(false)),
                                ("item_data", Zoo.object([("name", .string("Coffee \(id.suffix(4))")), ("product_type", .string("REGULAR"))]))])
                }
                var body: [(String, JSONValue)] = [("objects", .array(objects))]
                if page.endIndex < ids.count { body.append(("cursor", .string(opaque("cat:\(page.endIndex)")))) }
                return Zoo.json(Zoo.object(body))
            })
    }()
}
