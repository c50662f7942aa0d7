import Catalog
import Foundation
import TestSupport

/// Unseen next links that only resolve with what else the answer says: a base the body names, a
/// relation in a link array, a root-relative URI; and a cursor that lives in headers alone.
extension ZooAPI {
    /// The shapes of this file, in `unseenLinks`.
    static let unseenRelative: [ZooAPI] = [.confluence, .fhir, .twilio, .heroku]

    /// Confluence Cloud, `GET /wiki/rest/api/content?spaceKey=DOC`: `results`, `start`/`limit` (default
    /// 25; the docs say a fixed system limit may serve fewer and leave it unstated, 100 here), `size`
    /// (this page's length, not a total), string ids, and `_links.next` relative to `_links.base`
    /// (`/rest/api/content?…` under `https://site/wiki`): resolved against the page's own URL it
    /// lands outside `/wiki` and is a 404. The user's closest reading is the offset.
    /// https://developer.atlassian.com/server/confluence/pagination-in-the-rest-api/
    static let confluence: ZooAPI = {
        let ids = Zoo.ids(137) { String(65_601 + $0 * 13) }
        return ZooAPI(
            name: "Confluence", path: "/wiki/rest/api/content?spaceKey=DOC&type=page",
            options: ["items": "results", "title": "title", "strategy": "offset:start,limit", "per_page": "25"],
            ids: ids, pages: 6, requests: 7,
            respond: { request in
                guard request.path == "/wiki/rest/api/content" else {
                    return .respond(404, [("Content-Type", "application/json")], Array(#"{"statusCode":404,"message":"null for uri"}"#.utf8))
                }
                let limit = request.size("limit", default: 25, cap: 100)
                let start = max(0, request.int("start", 0))
                let page = Zoo.slice(ids, from: start, limit)
                let results = page.map { id in
                    Zoo.object([("id", .string(id)), ("type", .string("page")), ("status", .string("current")), ("title", .string("Page \(id)")),
                                ("_links", Zoo.object([("webui", .string("/spaces/DOC/pages/\(id)")), ("self", .string("\(request.root)/wiki/rest/api/content/\(id)"))]))])
                }
                let query = "spaceKey=DOC&type=page&limit=\(limit)"
                var links: [(String, JSONValue)] = [("base", .string("\(request.root)/wiki")), ("context", .string("/wiki")),
                                                    ("self", .string("\(request.root)/wiki/rest/api/content?\(query)&start=\(start)"))]
                if page.endIndex < ids.count { links.append(("next", .string("/rest/api/content?\(query)&start=\(page.endIndex)"))) }
                return Zoo.json(Zoo.object([("results", .array(results)), ("start", Zoo.number(start)), ("limit", Zoo.number(limit)),
                                            ("size", Zoo.number(page.count)), ("_links", Zoo.object(links))]))
            })
    }()

    /// FHIR R4 as HAPI serves it, `GET /fhir/Patient`: a `Bundle` (`type: searchset`, `total`), `entry[].resource`
    /// with string ids and `name[0].family`, and `link[]` of `{relation, url}` in the order self, next,
    /// previous: the next URL (`/fhir?_getpages=…&_getpagesoffset=20&_count=20`) is found by its relation,
    /// not its place; 20 a page by default, `_count` up to 100 (HAPI's defaults).
    /// https://hl7.org/fhir/R4/http.html#paging, https://hl7.org/fhir/R4/bundle.html
    /// needs: a next link picked from an array by its `relation` (`link.1.url` is `previous` on the last page).
    static let fhir: ZooAPI = {
        let ids = Zoo.ids(137) { String(592_000 + $0 * 3) }
        let families = ["Smith", "Jones", "Garcia", "Nguyen", "Müller", "Rossi", "Kowalski"]
        return ZooAPI(
            name: "FHIR", path: "/fhir/Patient",
            options: ["items": "entry", "id": "resource.id", "title": "resource.name.0.family", "strategy": "next:link.1.url", "total": "total"],
            ids: ids, pages: 7, requests: 7,
            respond: { request in
                let count = request.size("_count", default: 20, cap: 100)
                let offset = max(0, request.int("_getpagesoffset", 0))
                let page = Zoo.slice(ids, from: offset, count)
                let pages = "\(request.root)/fhir?_getpages=3f1c9a2e-7b44-4d8e-a1f0-5c2b9e0d6a71&_count=\(count)&_bundletype=searchset&_getpagesoffset="
                var links = [Zoo.object([("relation", .string("self")), ("url", .string(offset == 0 ? "\(request.root)/fhir/Patient" : pages + String(offset)))])]
                if page.endIndex < ids.count { links.append(Zoo.object([("relation", .string("next")), ("url", .string(pages + String(page.endIndex)))])) }
                if offset > 0 { links.append(Zoo.object([("relation", .string("previous")), ("url", .string(pages + String(max(0, offset - count))))])) }
                let entries = page.enumerated().map { index, id in
                    Zoo.object([("fullUrl", .string("\(request.root)/fhir/Patient/\(id)")),
                                ("resource", Zoo.object([("resourceType", .string("Patient")), ("id", .string(id)),
                                                         ("name", .array([Zoo.object([("family", .string(families[(offset + index) % families.count])),
                                                                                      ("given", .array([.string("Pat \(id)")]))])]))])),
                                ("search", Zoo.object([("mode", .string("match"))]))])
                }
                return .respond(200, [("Content-Type", "application/fhir+json;charset=utf-8")], Zoo.object([
                    ("resourceType", .string("Bundle")), ("id", .string("3f1c9a2e-7b44-4d8e-a1f0-5c2b9e0d6a71")), ("type", .string("searchset")),
                    ("total", Zoo.number(ids.count)), ("link", .array(links)), ("entry", .array(entries)),
                ]).serialized())
            })
    }()

    /// Twilio, `GET /2010-04-01/Accounts/{AccountSid}/Messages.json`: `messages`, `sid` ids (`SM…`),
    /// `PageSize` default 50 (at most 1000), 0-based `page`, and a root-relative `next_page_uri`
    /// carrying `Page` and an opaque `PageToken` (null on the last page).
    /// https://www.twilio.com/docs/usage/twilios-response#response-formats-list-paging-information
    static let twilio: ZooAPI = {
        let account = "AC3f9e2d1c0b4a59687766554433221100"
        let ids = Zoo.ids(137) { String(format: "SM%032lx", 0x9a41_77c3 * ($0 + 1)) }
        return ZooAPI(
            name: "Twilio", path: "/2010-04-01/Accounts/\(account)/Messages.json",
            options: ["items": "messages", "id": "sid", "title": "body", "strategy": "next:next_page_uri"],
            ids: ids, pages: 3, requests: 3,
            respond: { request in
                let size = request.size("PageSize", default: 50, cap: 1000)
                let number = max(0, request.int("Page", 0))
                // The token names the last item seen; the page number alone does not move the list.
                let start = request.query["PageToken"].flatMap { token in ids.firstIndex(of: String(token.dropFirst(2))).map { $0 + 1 } } ?? 0
                let page = Zoo.slice(ids, from: start, size)
                let uri = "/2010-04-01/Accounts/\(account)/Messages.json"
                let messages = page.map { sid in
                    Zoo.object([("sid", .string(sid)), ("account_sid", .string(account)), ("body", .string("Your code is \(sid.suffix(6))")),
                                ("status", .string("delivered")), ("date_sent", .string("Thu, 01 Jan 2026 10:00:00 +0000"))])
                }
                let next: JSONValue = page.endIndex < ids.count ? .string("\(uri)?PageSize=\(size)&Page=\(number + 1)&PageToken=PA\(page.last!)") : .null
                return Zoo.json(Zoo.object([("end", Zoo.number(start + page.count - 1)), ("first_page_uri", .string("\(uri)?PageSize=\(size)&Page=0")),
                                            ("messages", .array(messages)), ("next_page_uri", next), ("page", Zoo.number(number)),
                                            ("page_size", Zoo.number(size)), ("previous_page_uri", .null), ("start", Zoo.number(start)),
                                            ("uri", .string("\(uri)?PageSize=\(size)&Page=\(number)"))]))
            })
    }()

    /// Heroku Platform API, `GET /apps`: a top-level array sorted by `id`, paged by headers alone: the
    /// request's `Range: id ..; max=200` (200 by default, at most 1000), a `206 Partial Content` answer
    /// with `Next-Range: ]<last id>..; max=200` to send back as `Range`, and `200` on the last page.
    /// https://devcenter.heroku.com/articles/platform-api-reference#ranges
    /// needs: a cursor read from a response header and sent back as a request header.
    static let heroku: ZooAPI = {
        let ids = Zoo.ids(450) { String(format: "%08x-3b2a-4c1d-9e8f-%012x", 0x01a0_0000 + $0 * 4_099, $0 * 7_919) }
        return ZooAPI(
            name: "Heroku", path: "/apps",
            options: ["title": "name", "strategy": "link", "headers": "Accept: application/vnd.heroku+json; version=3"],
            ids: ids, pages: 3, requests: 3,
            respond: { request in
                let range = request.headers.first { $0.name.lowercased() == "range" }?.value ?? "id ..; max=200"
                let size = range.range(of: "max=").flatMap { Int(range[$0.upperBound...].prefix { $0.isNumber }) }.map { min(max(1, $0), 1000) } ?? 200
                var start = 0
                if let open = range.firstIndex(of: "]"), let dots = range.range(of: "..") {
                    let after = String(range[range.index(after: open)..<dots.lowerBound])
                    start = ids.firstIndex(of: after).map { $0 + 1 } ?? ids.count
                }
                let page = Zoo.slice(ids, from: start, size)
                let apps = page.map { Zoo.object([("id", .string($0)), ("name", .string("app-\($0.prefix(8))")), ("stack", Zoo.object([("name", .string("heroku-24"))]))]) }
                guard page.endIndex < ids.count else { return Zoo.json(.array(Array(apps))) }
                return .respond(206, [("Content-Type", "application/json"), ("Content-Range", "id \(page.first!)..\(page.last!); max=\(size)"),
                                      ("Next-Range", "]\(page.last!)..; max=\(size)")], JSONValue.array(Array(apps)).serialized())
            })
    }()
}
