import Catalog
import MockAPI
import MockSupport
import Networking
import Paging
import Testing

/// Lists paged by POSTing a JSON body, against the mock's Notion-style and Elasticsearch-style
/// endpoints, through curl and the real paginator.
@MainActor @Suite(.timeLimit(.minutes(1))) struct BodyPagingMockTests {
    /// The mock's Notion page id of item `id`.
    static func notionID(_ id: String) -> String {
        "5c6a2821-8a3b-4c1e-9f20-" + String(repeating: "0", count: 12 - id.count) + id
    }

    func notion(_ root: String, body: String?, more: String? = nil) throws -> GenericSource {
        let spec = try GenericSpec.parse(url: root + "/generic/notion", items: "results", title: "properties.Name.title.0.plain_text",
                                         strategy: "body-cursor:start_cursor=next_cursor", more: more)
            .requesting(method: nil, body: body)
        return try GenericSource(spec: spec, environment: [:])
    }

    func search(_ root: String, body: String?) throws -> GenericSource {
        let spec = try GenericSpec.parse(url: root + "/generic/search", items: "hits.hits", id: "_id", title: "_source.name",
                                         strategy: "search-after:search_after=sort", total: "hits.total.value")
            .requesting(method: "POST", body: body)
        return try GenericSource(spec: spec, environment: [:])
    }

    @Test(arguments: [(nil as String?, nil as String?, 6), (#"{"page_size":25}"#, "has_more", 3)])
    func notionStyleCursorInTheBody(body: String?, more: String?, requests: Int) async throws {
        try await withServer { server in
            let transport = RecordingTransport()
            let result = await readToEnd(try notion(server.baseURL, body: body, more: more), over: transport)
            #expect(result.ids == newestFirst().map(Self.notionID))
            #expect(result.last == "end: end of list")
            // The last page says next_cursor null (and has_more false): no request after it.
            #expect(server.requestLog.count == requests)
            #expect(transport.requests.allSatisfy { $0.method == .post && $0.headers["Content-Type"] == "application/json" })
            let size = body == nil ? 10 : 25
            let first = body ?? "{}"
            let second = (body.map { String($0.dropLast()) + "," } ?? "{") + #""start_cursor":""# + Self.notionID(String(60 - size)) + #""}"#
            #expect(transport.bodies.prefix(2) == [first, second])
        }
    }

    @Test(arguments: [(#"{"size":25,"sort":[{"score":"asc"},{"id":"asc"}]}"#, 3), (#"{"query":{"match_all":{}}}"#, 7)])
    func elasticsearchStyleSearchAfterTheLastHitsSortValues(body: String, requests: Int) async throws {
        try await withServer { server in
            let transport = RecordingTransport()
            let source = try search(server.baseURL, body: body)
            let result = await readToEnd(source, over: transport)
            #expect(result.ids == keysetOrder())
            #expect(result.last == "end: end of list")
            // A short page ends a sized search; without a size the empty page after the last does (pages + 1).
            #expect(server.requestLog.count == requests)
            #expect(server.requestLog.allSatisfy { $0.method == "POST" })
            // The second request carries the first page's last hit's `sort` as JSON, after the given keys.
            let size = body.contains("size") ? 25 : 10
            let last = keysetOrder()[size - 1]
            let sort = #"[\#((Int(last)! - 1) * 7 % 10),\#(last)]"#
            #expect(transport.bodies[1] == String(body.dropLast()) + #","search_after":\#(sort)}"#)
        }
    }
}
