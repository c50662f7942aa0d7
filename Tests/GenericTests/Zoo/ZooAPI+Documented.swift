import Catalog
import Foundation
import TestSupport

/// More documented list shapes: page-count headers, continuation tokens, next links under other
/// names, offsets echoed in the body.
extension ZooAPI {
    /// The shapes of this file, in `all`.
    static let documented: [ZooAPI] = [.wordPress, .kubernetes, .googleDrive, .microsoftGraph, .jira, .laravel, .salesforce,
                                       .facebook, .notion, .hubSpot, .strapi]

    /// WordPress, `GET /wp-json/wp/v2/posts`: a top-level array, `per_page` default 10 (at most 100),
    /// `X-WP-Total` and `X-WP-TotalPages`, `title.rendered`, `link`; no `Link` header (a proxy that drops it).
    /// https://developer.wordpress.org/rest-api/using-the-rest-api/pagination/
    static let wordPress: ZooAPI = {
        let ids = Zoo.ids(137) { String(5_000 - $0 * 7) }
        return ZooAPI(
            name: "WordPress", path: "/wp-json/wp/v2/posts",
            options: ["title": "title.rendered", "web_url": "link", "strategy": "page:page,per_page",
                      "total_pages_header": "X-WP-TotalPages", "total_header": "X-WP-Total"],
            ids: ids, pages: 14, requests: 14,
            respond: { request in
                let size = request.size("per_page", default: 10, cap: 100)
                let number = max(1, request.int("page", 1))
                let pages = Zoo.pages(ids.count, size)
                guard number <= pages else {
                    return .respond(400, [("Content-Type", "application/json")], Array(#"{"code":"rest_post_invalid_page_number"}"#.utf8))
                }
                let posts = Zoo.slice(ids, from: (number - 1) * size, size).map { id in
                    Zoo.object([("id", .number(id)), ("link", .string("https://blog.example/?p=\(id)")),
                                ("title", Zoo.object([("rendered", .string("Post \(id)"))]))])
                }
                return Zoo.json(.array(posts), [("X-WP-Total", String(ids.count)), ("X-WP-TotalPages", String(pages))])
            })
    }()

    /// Kubernetes, `GET /api/v1/pods?limit=50`: `items`, `metadata.continue` sent back as `continue`
    /// (absent on the last chunk), `metadata.uid`, `metadata.name`.
    /// https://kubernetes.io/docs/reference/using-api/api-concepts/#retrieving-large-results-sets-in-chunks
    static let kubernetes: ZooAPI = {
        let ids = Zoo.ids(137) { String(format: "5f0c%04x-8e2b-4c7a-9d1e-%012x", $0, $0 * 7_919) }
        return ZooAPI(
            name: "Kubernetes", path: "/api/v1/pods?limit=50",
            options: ["items": "items", "id": "metadata.uid", "title": "metadata.name", "strategy": "cursor:continue=metadata.continue"],
            ids: ids, pages: 3, requests: 3,
            respond: { request in
                let start = request.query["continue"].flatMap { Int($0.dropFirst("chunk-".count)) } ?? 0
                let page = Zoo.slice(ids, from: start, request.size("limit", default: 500, cap: 500))
                var metadata: [(String, JSONValue)] = [("resourceVersion", .string("81234"))]
                if page.endIndex < ids.count {
                    metadata += [("continue", .string("chunk-\(page.endIndex)")), ("remainingItemCount", Zoo.number(ids.count - page.endIndex))]
                }
                let pods = page.map { uid in
                    Zoo.object([("metadata", Zoo.object([("name", .string("pod-\(uid.prefix(8))")), ("namespace", .string("default")),
                                                         ("uid", .string(uid))]))])
                }
                return Zoo.json(Zoo.object([("kind", .string("PodList")), ("apiVersion", .string("v1")),
                                            ("metadata", Zoo.object(metadata)), ("items", .array(pods))]))
            })
    }()

    /// Google Drive, `GET /drive/v3/files?pageSize=50`: `files`, `nextPageToken` sent back as `pageToken`
    /// (absent at the end). https://developers.google.com/drive/api/guides/search-files
    static let googleDrive: ZooAPI = {
        let ids = Zoo.ids(137) { "1" + String(UInt64(77_000_000_000) + UInt64($0) * 1_234_567, radix: 36) + "Xq" }
        return ZooAPI(
            name: "Google Drive", path: "/drive/v3/files?pageSize=50",
            options: ["items": "files", "title": "name", "strategy": "cursor:pageToken=nextPageToken"],
            ids: ids, pages: 3, requests: 3,
            respond: { request in
                let start = request.query["pageToken"].flatMap { Int($0.dropFirst(2)) } ?? 0
                let page = Zoo.slice(ids, from: start, request.size("pageSize", default: 100, cap: 1000))
                var body: [(String, JSONValue)] = [("kind", .string("drive#fileList"))]
                if page.endIndex < ids.count { body.append(("nextPageToken", .string("~!\(page.endIndex)"))) }
                let files = page.map { Zoo.object([("kind", .string("drive#file")), ("id", .string($0)), ("name", .string("File \($0)"))]) }
                return Zoo.json(Zoo.object(body + [("files", .array(files))]))
            })
    }()

    /// Microsoft Graph (OData), `GET /v1.0/users`: `value`, `@odata.nextLink` with a `$skiptoken`,
    /// GUID ids, `displayName`; 100 a page by default. https://learn.microsoft.com/en-us/graph/paging
    static let microsoftGraph: ZooAPI = {
        let ids = Zoo.ids(137) { String(format: "%08x-1c2d-4e5f-8a9b-%012x", 0x4a3b_0000 + $0, $0 * 104_729) }
        return ZooAPI(
            name: "Microsoft Graph", path: "/v1.0/users",
            options: ["items": "value", "title": "displayName", "strategy": "next:\"@odata.nextLink\""],
            ids: ids, pages: 2, requests: 2,
            respond: { request in
                let start = request.query["$skiptoken"].flatMap { Int($0.dropFirst(2)) } ?? 0
                let page = Zoo.slice(ids, from: start, request.size("$top", default: 100, cap: 999))
                var body: [(String, JSONValue)] = [("@odata.context", .string("\(request.root)/v1.0/$metadata#users")),
                                                   ("value", .array(page.map { Zoo.object([("id", .string($0)), ("displayName", .string("User \($0.prefix(8))"))]) }))]
                if page.endIndex < ids.count { body.append(("@odata.nextLink", .string("\(request.root)/v1.0/users?$skiptoken=X%27\(page.endIndex)"))) }
                return Zoo.json(Zoo.object(body))
            })
    }()

    /// Jira, `GET /rest/api/3/search?jql=…`: `issues`, `startAt`/`maxResults` (default 50, at most 100),
    /// `total`, `fields.summary`, string ids. https://developer.atlassian.com/cloud/jira/platform/rest/v3/intro/#pagination
    static let jira: ZooAPI = {
        let ids = Zoo.ids(137) { String(10_000 + $0 * 3) }
        return ZooAPI(
            name: "Jira", path: "/rest/api/3/search?jql=project%3DPROJ",
            options: ["items": "issues", "title": "fields.summary", "strategy": "offset:startAt,maxResults", "total": "total"],
            ids: ids, pages: 3, requests: 3,
            respond: { request in
                let size = request.size("maxResults", default: 50, cap: 100)
                let start = max(0, request.int("startAt", 0))
                let issues = Zoo.slice(ids, from: start, size).map { id in
                    Zoo.object([("id", .string(id)), ("key", .string("PROJ-\(id)")), ("self", .string("\(request.root)/rest/api/3/issue/\(id)")),
                                ("fields", Zoo.object([("summary", .string("Issue \(id)"))]))])
                }
                return Zoo.json(Zoo.object([("startAt", Zoo.number(start)), ("maxResults", Zoo.number(size)),
                                            ("total", Zoo.number(ids.count)), ("issues", .array(issues))]))
            })
    }()

    /// Laravel's paginator, `GET /api/users`: `data`, `next_page_url`, `per_page` 15, `total`, and a
    /// `links` array of page buttons. https://laravel.com/docs/pagination#converting-results-to-json
    static let laravel: ZooAPI = {
        let ids = Zoo.ids(137) { String(300 + $0) }
        return ZooAPI(
            name: "Laravel", path: "/api/users",
            options: ["items": "data", "title": "name", "strategy": "next:next_page_url", "total": "total"],
            ids: ids, pages: 10, requests: 10,
            respond: { request in
                let number = max(1, request.int("page", 1))
                let last = Zoo.pages(ids.count, 15)
                let users = Zoo.slice(ids, from: (number - 1) * 15, 15).map { Zoo.object([("id", .number($0)), ("name", .string("User \($0)"))]) }
                let next: JSONValue = number < last ? .string("\(request.root)/api/users?page=\(number + 1)") : .null
                let links: [JSONValue] = (1...last).map { Zoo.object([("url", .string("\(request.root)/api/users?page=\($0)")), ("label", .string("\($0)")), ("active", .bool($0 == number))]) }
                return Zoo.json(Zoo.object([("current_page", Zoo.number(number)), ("data", .array(users)), ("last_page", Zoo.number(last)),
                                            ("links", .array(links)), ("next_page_url", next), ("per_page", Zoo.number(15)),
                                            ("total", Zoo.number(ids.count))]))
            })
    }()

    /// Salesforce SOQL, `GET /services/data/v60.0/query?q=…`: `records`, `Id`, `Name`, `totalSize`,
    /// `done`, a relative `nextRecordsUrl`; batches of 200 (`Sforce-Query-Options: batchSize=200`, the
    /// smallest). https://developer.salesforce.com/docs/atlas.en-us.api_rest.meta/api_rest/dome_query.htm
    static let salesforce: ZooAPI = {
        let ids = Zoo.ids(450) { "0015g00000" + String(format: "%05d", $0 * 37) + "AAA" }
        return ZooAPI(
            name: "Salesforce", path: "/services/data/v60.0/query?q=SELECT+Id,Name+FROM+Account",
            options: ["items": "records", "id": "Id", "title": "Name", "strategy": "next:nextRecordsUrl", "total": "totalSize"],
            ids: ids, pages: 3, requests: 3,
            respond: { request in
                let start = request.path.hasPrefix("/services/data/v60.0/query/01g-") ? Int(request.path.dropFirst("/services/data/v60.0/query/01g-".count)) ?? 0 : 0
                let page = Zoo.slice(ids, from: start, 200)
                let records = page.map { id in
                    Zoo.object([("attributes", Zoo.object([("type", .string("Account")), ("url", .string("/services/data/v60.0/sobjects/Account/\(id)"))])),
                                ("Id", .string(id)), ("Name", .string("Account \(id.suffix(8))"))])
                }
                var body: [(String, JSONValue)] = [("totalSize", Zoo.number(ids.count)), ("done", .bool(page.endIndex == ids.count))]
                if page.endIndex < ids.count { body.append(("nextRecordsUrl", .string("/services/data/v60.0/query/01g-\(page.endIndex)"))) }
                return Zoo.json(Zoo.object(body + [("records", .array(records))]))
            })
    }()

    /// Facebook Graph, `GET /v19.0/me/posts`: `data`, `paging.cursors` and `paging.next` (absent on the
    /// last page), `limit` default 25. https://developers.facebook.com/docs/graph-api/results
    static let facebook: ZooAPI = {
        let ids = Zoo.ids(137) { "1234567890_\(98_765_432_100 - $0 * 131)" }
        return ZooAPI(
            name: "Facebook Graph", path: "/v19.0/me/posts",
            options: ["items": "data", "title": "message", "strategy": "next:paging.next"],
            ids: ids, pages: 6, requests: 6,
            respond: { request in
                let after = request.query["after"].flatMap { Data(base64Encoded: $0) }.flatMap { String(data: $0, encoding: .utf8) }
                let rest = Zoo.after(ids, after)
                let page = rest.prefix(request.size("limit", default: 25, cap: 100))
                let posts = page.map { Zoo.object([("id", .string($0)), ("message", .string("Post \($0)")), ("created_time", .string("2026-01-01T00:00:00+0000"))]) }
                var paging: [(String, JSONValue)] = [("cursors", Zoo.object([("before", .string("Qk")), ("after", .string(Data((page.last ?? "").utf8).base64EncodedString()))]))]
                if page.count < rest.count {
                    let after = Data(page.last!.utf8).base64EncodedString().addingPercentEncoding(withAllowedCharacters: .alphanumerics)!
                    paging.append(("next", .string("\(request.root)/v19.0/me/posts?limit=25&after=\(after)")))
                }
                return Zoo.json(Zoo.object([("data", .array(Array(posts))), ("paging", Zoo.object(paging))]))
            })
    }()

    /// Notion, `GET /v1/users`: `object: "list"`, `results`, `next_cursor` sent back as `start_cursor`,
    /// `has_more`; `page_size` default 100. https://developers.notion.com/reference/intro#pagination
    static let notion: ZooAPI = {
        let ids = Zoo.ids(137) { String(format: "%08x-0000-4000-8000-%012x", 0x6c00_0000 + $0 * 97, $0) }
        return ZooAPI(
            name: "Notion", path: "/v1/users",
            options: ["items": "results", "title": "name", "strategy": "cursor:start_cursor=next_cursor", "more": "has_more"],
            ids: ids, pages: 2, requests: 2,
            respond: { request in
                let start = request.query["start_cursor"].flatMap { cursor in ids.firstIndex(of: cursor) } ?? 0
                let page = Zoo.slice(ids, from: start, request.size("page_size", default: 100, cap: 100))
                let more = page.endIndex < ids.count
                let users = page.map { Zoo.object([("object", .string("user")), ("id", .string($0)), ("name", .string("Person \($0.prefix(8))"))]) }
                return Zoo.json(Zoo.object([("object", .string("list")), ("results", .array(users)),
                                            ("next_cursor", more ? .string(ids[page.endIndex]) : .null), ("has_more", .bool(more)),
                                            ("type", .string("user")), ("user", Zoo.object([]))]))
            })
    }()
}
