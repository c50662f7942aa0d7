import Catalog
import MockAPI
import MockSupport
import Networking
import Paging
import Testing

/// Every strategy against the in-process mock, through curl and the real paginator.
@MainActor @Suite(.timeLimit(.minutes(1))) struct StrategyMockTests {
    @Test(arguments: [
        ("offset", "offset:offset,limit", "meta.total", nil as String?),
        ("page", "page:page,per_page", "meta.total", nil),
        ("cursor", "cursor:cursor=meta.next_cursor", nil, nil),
        ("next", "next:next", nil, nil),
        ("time", "time:before=created_at", nil, nil),
    ])
    func newestFirstStrategiesReadEveryItemOnce(endpoint: String, strategy: String, total: String?, header: String?) async throws {
        try await withServer { server in
            let result = await readToEnd(try mockSource(server.baseURL, endpoint, strategy: strategy, total: total))
            #expect(result.ids == newestFirst())
            #expect(result.last == "end: end of list")
            #expect(result.notice == nil)
        }
    }

    @Test func linkHeaderOverATopLevelArrayWithTotalHeader() async throws {
        try await withServer { server in
            let source = try mockSource(server.baseURL, "link?per_page=7", strategy: "link", items: nil, totalHeader: "X-Total-Count")
            let result = await readToEnd(source)
            #expect(result.ids == newestFirst())
            #expect(result.last == "end: end of list")
            // The URL's own query is kept on the first request; later ones follow the Link header.
            #expect(server.requestLog.map { $0.query ?? "" }.first == "per_page=7")
            #expect(server.requestLog.count == 9)
        }
    }

    @Test func sinceReadsOldestFirst() async throws {
        try await withServer { server in
            let result = await readToEnd(try mockSource(server.baseURL, "since", strategy: "since:since_id=id"))
            #expect(result.ids == (1...60).map(String.init))
            #expect(result.last == "end: end of list")
            #expect(server.requestLog.map { $0.query ?? "" }.prefix(3) == ["", "since_id=10", "since_id=20"])
        }
    }

    @Test func keysetBreaksScoreTiesById() async throws {
        try await withServer { server in
            let result = await readToEnd(try mockSource(server.baseURL, "keyset", strategy: "keyset:after_id=id,after_score=score"))
            #expect(result.ids == keysetOrder())
            #expect(result.last == "end: end of list")
            #expect(server.requestLog.count == 7)
        }
    }

    @Test func cursorKeepsTheURLsOwnQuery() async throws {
        try await withServer { server in
            let source = try mockSource(server.baseURL, "cursor?limit=7", strategy: "cursor:cursor=meta.next_cursor")
            let result = await readToEnd(source)
            #expect(result.ids == newestFirst())
            #expect(server.requestLog.map { $0.query ?? "" }.prefix(2) == ["limit=7", "limit=7&cursor=c53"])
        }
    }
}

/// A wrong path shows as the list's error row, naming what the response has.
@MainActor @Suite(.timeLimit(.minutes(1))) struct WrongPathTests {
    @Test func wrongItemsPathAndMissingIDStopWithAClearRow() async throws {
        try await withServer { server in
            let items = await readToEnd(try mockSource(server.baseURL, "offset", strategy: "offset:offset,limit").respec(items: "data.list"))
            #expect(items.ids.isEmpty)
            #expect(items.last == "error: unexpected response: items path data.list not found in the response; top-level keys are: data, meta")
            let id = await readToEnd(try mockSource(server.baseURL, "offset", strategy: "offset:offset,limit").respec(id: "uid"))
            #expect(id.last == "error: unexpected response: id path 'uid' missing in item 0")
        }
    }
}

extension GenericSource {
    /// The same source with another items or id path.
    func respec(items: String? = nil, id: String? = nil) throws -> GenericSource {
        var spec = spec
        if let items { spec.items = JSONPath(items) }
        if let id { spec.id = try #require(JSONPath(id)) }
        return try GenericSource(spec: spec, environment: [:])
    }
}
