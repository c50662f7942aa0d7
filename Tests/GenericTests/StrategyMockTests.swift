import Catalog
import MockAPI
import Networking
import Paging
import Testing

/// Every strategy against the in-process mock, through curl and the real paginator.
@MainActor @Suite struct StrategyMockTests {
    @Test(arguments: [
        ("offset", "offset:offset,limit", "meta.total", nil as String?),
        ("page", "page:page,per_page", "meta.total", nil),
        ("cursor", "cursor:cursor=meta.next_cursor", nil, nil),
        ("next", "next:next", nil, nil),
        ("time", "time:before=created_at", nil, nil),
    ])
    func newestFirstStrategiesReadEveryItemOnce(endpoint: String, strategy: String, total: String?, header: String?) async throws {
        try await withServer { server in
            let result = await drain(try mockSource(server.baseURL, endpoint, strategy: strategy, total: total))
            #expect(result.ids == newestFirst())
            #expect(result.last == "end: end of list")
            #expect(result.notice == nil)
        }
    }

    @Test func linkHeaderOverATopLevelArrayWithTotalHeader() async throws {
        try await withServer { server in
            let source = try mockSource(server.baseURL, "link?per_page=7", strategy: "link", items: nil, totalHeader: "X-Total-Count")
            let result = await drain(source)
            #expect(result.ids == newestFirst())
            #expect(result.last == "end: end of list")
            // The URL's own query is kept on the first request; later ones follow the Link header.
            #expect(server.requestLog.map { $0.query ?? "" }.first == "per_page=7")
            #expect(server.requestLog.count == 9)
        }
    }

    @Test func sinceReadsOldestFirst() async throws {
        try await withServer { server in
            let result = await drain(try mockSource(server.baseURL, "since", strategy: "since:since_id=id"))
            #expect(result.ids == (1...60).map(String.init))
            #expect(result.last == "end: end of list")
            #expect(server.requestLog.map { $0.query ?? "" }.prefix(3) == ["", "since_id=10", "since_id=20"])
        }
    }

    @Test func keysetBreaksScoreTiesById() async throws {
        try await withServer { server in
            let result = await drain(try mockSource(server.baseURL, "keyset", strategy: "keyset:after_id=id,after_score=score"))
            #expect(result.ids == keysetOrder())
            #expect(result.last == "end: end of list")
            #expect(server.requestLog.count == 7)
        }
    }

    @Test func cursorKeepsTheURLsOwnQuery() async throws {
        try await withServer { server in
            let source = try mockSource(server.baseURL, "cursor?limit=7", strategy: "cursor:cursor=meta.next_cursor")
            let result = await drain(source)
            #expect(result.ids == newestFirst())
            #expect(server.requestLog.map { $0.query ?? "" }.prefix(2) == ["limit=7", "limit=7&cursor=c53"])
        }
    }
}
