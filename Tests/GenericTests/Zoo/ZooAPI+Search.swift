import Catalog
import Foundation
import TestSupport

/// Search-style APIs (Algolia, GitHub GraphQL) and Discord's snowflake `before`.
extension ZooAPI {
    /// Algolia, `GET /1/indexes/products`: `hits`, `objectID`, 0-based `page`, `nbPages`, `nbHits`,
    /// `hitsPerPage` default 20 (at most 1000). https://www.algolia.com/doc/api-reference/api-parameters/page/
    static let algolia: ZooAPI = {
        let ids = Zoo.ids(137) { "prod-\(String(format: "%05d", 31_337 + $0 * 17))" }
        return ZooAPI(
            name: "Algolia", path: "/1/indexes/products?query=",
            options: ["items": "hits", "id": "objectID", "title": "name", "strategy": "page:page,hitsPerPage@0",
                      "total_pages": "nbPages", "total": "nbHits"],
            ids: ids, pages: 7, requests: 7,
            respond: { request in
                let size = request.size("hitsPerPage", default: 20, cap: 1000)
                let number = max(0, request.int("page", 0))
                let hits = Zoo.slice(ids, from: number * size, size).map { Zoo.item($0, key: "objectID") }
                return Zoo.json(Zoo.object([
                    ("hits", .array(hits)), ("nbHits", Zoo.number(ids.count)), ("page", Zoo.number(number)),
                    ("nbPages", Zoo.number(Zoo.pages(ids.count, size))), ("hitsPerPage", Zoo.number(size)),
                    ("exhaustiveNbHits", .bool(true)), ("query", .string("")),
                ]))
            })
    }()

    /// The token the GitHub GraphQL zoo server expects, and the variable it is read from.
    static let gitHubToken = (variable: "PAGETTY_ZOO_GITHUB_TOKEN", value: "ghp_zoo_token")

    /// The search query a user would put in their profile (`$first` and `$after` are pagetty's).
    static let gitHubSearchQuery = """
        query($first: Int, $after: String) {
          search(query: "language:swift stars:>1000", type: REPOSITORY, first: $first, after: $after) {
            repositoryCount
            pageInfo { hasNextPage endCursor }
            edges { node { ... on Repository { id nameWithOwner url } } }
          }
        }
        """

    /// GitHub GraphQL, `POST /graphql`: `first` 1–100 (required), `after` cursor, `pageInfo { hasNextPage
    /// endCursor }`, `edges[].node`, errors with status 200. https://docs.github.com/en/graphql/guides/using-pagination-in-the-graphql-api
    static let gitHubGraphQL: ZooAPI = {
        let ids = Zoo.ids(137) { "R_kgDO" + String(2_000_000_000 + $0 * 7_777, radix: 36).uppercased() }
        return ZooAPI(
            name: "GitHub GraphQL", path: "/graphql",
            options: ["strategy": "graphql:data.search", "graphql": gitHubSearchQuery, "id": "id", "title": "nameWithOwner",
                      "web_url": "url", "per_page": "100", "token_env": gitHubToken.variable],
            ids: ids, pages: 2, requests: 2,
            respond: { request in
                guard request.method == "POST" else { return .text(404, "Not Found") }
                guard request.headers.contains(where: { $0.name.lowercased() == "authorization" && $0.value == "Bearer \(gitHubToken.value)" }) else {
                    return .respond(401, [("Content-Type", "application/json")], Array(#"{"message":"Bad credentials"}"#.utf8))
                }
                let variables = request.body?["variables"]
                guard let first = variables?["first"]?.text.flatMap({ Int($0) }), (1...100).contains(first) else {
                    return Zoo.json(Zoo.object([("errors", .array([Zoo.object([("message", .string(
                        "You must provide a `first` or `last` value to properly paginate the `search` connection."))])]))]))
                }
                let after = variables?["after"]?.text.flatMap { Data(base64Encoded: $0) }.flatMap { String(data: $0, encoding: .utf8) }
                let rest = Zoo.after(ids, after.map { String($0.dropFirst("cursor:".count)) })
                let page = rest.prefix(first)
                let edges = page.map { id in
                    Zoo.object([("node", Zoo.object([("id", .string(id)), ("nameWithOwner", .string("owner/\(id.lowercased())")),
                                                     ("url", .string("https://github.com/owner/\(id.lowercased())"))]))])
                }
                let cursor: JSONValue = page.last.map { .string(Data("cursor:\($0)".utf8).base64EncodedString()) } ?? .null
                return Zoo.json(Zoo.object([("data", Zoo.object([("search", Zoo.object([
                    ("repositoryCount", Zoo.number(ids.count)),
                    ("pageInfo", Zoo.object([("hasNextPage", .bool(page.count < rest.count)), ("endCursor", cursor)])),
                    ("edges", .array(edges)),
                ]))]))]))
            })
    }()

    /// Discord, `GET /channels/{id}/messages`: newest first, `before=<snowflake>` (string ids beyond
    /// 2^53), `limit` 1–100, default 50; the end is an empty page.
    /// https://discord.com/developers/docs/resources/message#get-channel-messages
    static let discord: ZooAPI = {
        let ids = Zoo.ids(137) { String(1_234_567_890_123_456_789 - Int64($0) * 4_194_304_001) }
        return ZooAPI(
            name: "Discord", path: "/api/v10/channels/81384788765712384/messages",
            options: ["title": "content", "strategy": "before:before=id"],
            ids: ids, pages: 3, requests: 4,
            respond: { request in
                let size = request.size("limit", default: 50, cap: 100)
                let rest = request.query["before"].map { before in ids.drop { !DecimalOrder.less($0, than: before) } } ?? ids[...]
                let messages = rest.prefix(size).map { id in
                    Zoo.object([("id", .string(id)), ("channel_id", .string("81384788765712384")), ("content", .string("message \(id)"))])
                }
                return Zoo.json(.array(Array(messages)))
            })
    }()
}
