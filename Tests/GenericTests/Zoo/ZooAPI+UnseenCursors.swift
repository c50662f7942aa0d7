import Catalog
import Foundation
import TestSupport

/// Unseen cursors and tokens: under other names, sent back under other parameters, nested, numeric
/// with 0 for the end; ids that are not `id`.
extension ZooAPI {
    /// The cursor shapes of this file, in `unseen`.
    static let unseenCursors: [ZooAPI] = [.twitterFollowers, .pinterest, .apiGateway, .matrix, .mediaWiki, .openAIFiles]
        + unseenTokens

    /// The base-64 text of `text`, as opaque tokens are.
    static func opaque(_ text: String) -> String { Data(text.utf8).base64EncodedString() }

    /// The position an `opaque` token names, past `prefix`; nil when it is no such token.
    static func position(_ token: String?, _ prefix: String) -> Int? {
        guard let token, let data = Data(base64Encoded: token), let text = String(data: data, encoding: .utf8), text.hasPrefix(prefix) else { return nil }
        return Int(text.dropFirst(prefix.count))
    }

    /// Twitter v1.1, `GET /1.1/followers/list.json`: `users`, `count` default 20 (at most 200), `cursor`
    /// -1 for the first page, `next_cursor` a 64-bit number (and `next_cursor_str`) that is `0` once
    /// there are no more. What `cursor=0` returns the docs leave unsaid; this server reads it as no
    /// cursor, the first page again. https://developer.x.com/en/docs/x-api/v1/pagination
    /// needs: a numeric cursor whose `0` ends the list.
    static let twitterFollowers: ZooAPI = {
        let ids = Zoo.ids(137) { String(1_374_004_777_531_007_833 - Int64($0) * 1_048_583) }
        let base: Int64 = 1_590_000_000_000_000_000
        return ZooAPI(
            name: "Twitter followers", path: "/1.1/followers/list.json?screen_name=twitterdev",
            options: ["items": "users", "id": "id_str", "title": "name", "strategy": "cursor:cursor=next_cursor_str"],
            ids: ids, pages: 7, requests: 7,
            respond: { request in
                let cursor = request.query["cursor"].flatMap { Int64($0) } ?? -1
                let start = cursor > base ? Int(cursor - base) : 0
                let page = Zoo.slice(ids, from: start, request.size("count", default: 20, cap: 200))
                let next: Int64 = page.endIndex < ids.count ? base + Int64(page.endIndex) : 0
                let users = page.map { Zoo.object([("id", .number($0)), ("id_str", .string($0)), ("name", .string("Follower \($0.suffix(5))")),
                                                   ("screen_name", .string("f\($0.suffix(7))"))]) }
                let previous: Int64 = start > 0 ? -(base + Int64(start)) : 0
                return Zoo.json(Zoo.object([("users", .array(users)), ("next_cursor", .number(String(next))), ("next_cursor_str", .string(String(next))),
                                            ("previous_cursor", .number(String(previous))), ("previous_cursor_str", .string(String(previous)))]))
            })
    }()

    /// Pinterest v5, `GET /v5/boards`: `items`, `bookmark` (opaque, null at the end) sent back as
    /// `bookmark`, `page_size` default 25 (at most 250), numeric-string ids.
    /// https://developers.pinterest.com/docs/api/v5/boards-list/
    static let pinterest: ZooAPI = {
        let ids = Zoo.ids(137) { String(549_755_885_175 + $0 * 311) }
        return ZooAPI(
            name: "Pinterest", path: "/v5/boards",
            options: ["items": "items", "title": "name", "strategy": "cursor:bookmark=bookmark"],
            ids: ids, pages: 6, requests: 6,
            respond: { request in
                let page = Zoo.slice(ids, from: position(request.query["bookmark"], "board:") ?? 0, request.size("page_size", default: 25, cap: 250))
                let boards = page.map { Zoo.object([("id", .string($0)), ("name", .string("Board \($0.suffix(4))")), ("privacy", .string("PUBLIC"))]) }
                return Zoo.json(Zoo.object([("items", .array(boards)),
                                            ("bookmark", page.endIndex < ids.count ? .string(opaque("board:\(page.endIndex)")) : .null)]))
            })
    }()

    /// Amazon API Gateway, `GET /restapis`: `item` (singular), `position` sent back as `position`
    /// (absent at the end), `limit` default 25 (at most 500), ten-character ids.
    /// https://docs.aws.amazon.com/apigateway/latest/api/API_GetRestApis.html
    static let apiGateway: ZooAPI = {
        let ids = Zoo.ids(137) { String(String(2_821_109_907_456 + $0 * 1_000_003, radix: 36).suffix(10)) }
        return ZooAPI(
            name: "API Gateway", path: "/restapis",
            options: ["items": "item", "title": "name", "strategy": "cursor:position=position"],
            ids: ids, pages: 6, requests: 6,
            respond: { request in
                let page = Zoo.slice(ids, from: position(request.query["position"], "rest:") ?? 0, request.size("limit", default: 25, cap: 500))
                let apis = page.map { Zoo.object([("id", .string($0)), ("name", .string("api-\($0)")), ("createdDate", Zoo.number(1_767_225_600))]) }
                var body: [(String, JSONValue)] = [("item", .array(apis))]
                if page.endIndex < ids.count { body.append(("position", .string(opaque("rest:\(page.endIndex)")))) }
                return Zoo.json(Zoo.object(body))
            })
    }()

    /// Matrix, `GET /_matrix/client/v3/rooms/{roomId}/messages?dir=b`: `chunk` of events (`event_id`
    /// `$…`, `content.body`), `start`, and `end` to send back as `from`, absent once there is no more
    /// (an empty chunk is no end by itself); `limit` default 10.
    /// https://spec.matrix.org/v1.11/client-server-api/#get_matrixclientv3roomsroomidmessages
    static let matrix: ZooAPI = {
        let ids = Zoo.ids(137) { "$" + opaque("event\(9_000 - $0)").replacingOccurrences(of: "=", with: "") }
        return ZooAPI(
            name: "Matrix", path: "/_matrix/client/v3/rooms/%21cURbafjkfsMDVwdRDQ:matrix.org/messages?dir=b",
            options: ["items": "chunk", "id": "event_id", "title": "content.body", "strategy": "cursor:from=end"],
            ids: ids, pages: 14, requests: 14,
            respond: { request in
                let from = request.query["from"] ?? "s72595_4483_1934"
                let start = from.hasPrefix("t") ? Int(from.dropFirst().prefix { $0.isNumber }) ?? 0 : 0
                let page = Zoo.slice(ids, from: start, request.size("limit", default: 10, cap: 1000))
                let events = page.map { id in
                    Zoo.object([("type", .string("m.room.message")), ("event_id", .string(id)), ("sender", .string("@alice:matrix.org")),
                                ("origin_server_ts", Zoo.number(1_767_225_600_000)),
                                ("content", Zoo.object([("msgtype", .string("m.text")), ("body", .string("Message \(id.dropFirst().prefix(8))"))]))])
                }
                var body: [(String, JSONValue)] = [("chunk", .array(events)), ("start", .string(from))]
                if page.endIndex < ids.count { body.append(("end", .string("t\(page.endIndex)-4357353_219380_26003_2265"))) }
                return Zoo.json(Zoo.object(body))
            })
    }()

    /// MediaWiki, `GET /w/api.php?action=query&list=recentchanges&format=json`: `query.recentchanges`,
    /// `rclimit` default 10 (at most 500), and a `continue` object (`rccontinue` and `continue`) whose
    /// members all go back into the next query; absent at the end. Ids are `rcid`: the same page
    /// (`title`, `pageid`) changes many times. https://www.mediawiki.org/wiki/API:Continue,
    /// https://www.mediawiki.org/wiki/API:RecentChanges
    static let mediaWiki: ZooAPI = {
        let ids = Zoo.ids(137) { String(1_684_200 - $0 * 3) }
        return ZooAPI(
            name: "MediaWiki", path: "/w/api.php?action=query&list=recentchanges&format=json",
            options: ["items": "query.recentchanges", "id": "rcid", "title": "title", "strategy": "cursor:rccontinue=continue.rccontinue"],
            ids: ids, pages: 14, requests: 14,
            respond: { request in
                // `rccontinue` is `timestamp|rcid` of the first change of the next batch.
                let start = request.query["rccontinue"].flatMap { $0.split(separator: "|").last }.flatMap { ids.firstIndex(of: String($0)) } ?? 0
                let page = Zoo.slice(ids, from: start, request.size("rclimit", default: 10, cap: 500))
                let changes = page.map { rcid in
                    let pageID = 40 + (Int(rcid)! % 23)
                    return Zoo.object([("type", .string("edit")), ("ns", Zoo.number(0)), ("title", .string("Article \(pageID)")),
                                       ("pageid", Zoo.number(pageID)), ("rcid", .number(rcid)), ("timestamp", .string("2026-01-01T12:00:00Z"))])
                }
                var body: [(String, JSONValue)] = [("batchcomplete", .string(""))]
                if page.endIndex < ids.count {
                    body.append(("continue", Zoo.object([("rccontinue", .string("20260101120000|\(ids[page.endIndex])")), ("continue", .string("-||"))])))
                }
                return Zoo.json(Zoo.object(body + [("query", Zoo.object([("recentchanges", .array(changes))]))]))
            })
    }()

    /// OpenAI, `GET /v1/files?limit=50`: `object: "list"`, `data`, `first_id`, `last_id`, `has_more`, and
    /// the last id sent back as `after` (not `starting_after`); `limit` 1–10,000, newest first.
    /// https://platform.openai.com/docs/api-reference/files/list
    static let openAIFiles: ZooAPI = {
        let ids = Zoo.ids(137) { "file-" + String(String(90_000_000_000 - $0 * 7_919, radix: 36).uppercased()) + "Qx7" }
        return ZooAPI(
            name: "OpenAI files", path: "/v1/files?limit=50",
            options: ["items": "data", "title": "filename", "strategy": "after:after=id", "more": "has_more"],
            ids: ids, pages: 3, requests: 3,
            respond: { request in
                let rest = Zoo.after(ids, request.query["after"])
                let page = rest.prefix(request.size("limit", default: 10_000, cap: 10_000))
                let files = page.map { id in
                    Zoo.object([("id", .string(id)), ("object", .string("file")), ("bytes", Zoo.number(120_000)),
                                ("filename", .string("batch-\(id.suffix(7)).jsonl")), ("purpose", .string("batch"))])
                }
                return Zoo.json(Zoo.object([("object", .string("list")), ("data", .array(Array(files))),
                                            ("first_id", page.first.map(JSONValue.string) ?? .null), ("last_id", page.last.map(JSONValue.string) ?? .null),
                                            ("has_more", .bool(page.count < rest.count))]))
            })
    }()
}
