import Catalog
import MockAPI
import MockSupport
import Testing

/// A feed that grows at the head on every request (`?drift=3`): offset and page see items twice,
/// keyset, cursor and time do not.
@MainActor @Suite(.timeLimit(.minutes(1))) struct DriftTests {
    @Test(arguments: [("offset", "offset:offset,limit"), ("page", "page:page,per_page")])
    func positionalStrategiesDedupeAndSayTheListMoved(endpoint: String, strategy: String) async throws {
        try await withServer { server in
            let source = try mockSource(server.baseURL, endpoint + "?drift=3", strategy: strategy, total: "meta.total")
            let result = await readToEnd(source)
            #expect(result.last == "end: end of list")
            #expect(Set(result.ids).count == result.ids.count)
            // Each page after the first repeats the 3 items pushed down by the inserts.
            let repeats = (server.requestLog.count - 1) * 3
            #expect(result.notice == "the list moved: \(repeats) items seen twice")
            #expect(repeats > 0)
        }
    }

    @Test(arguments: [
        ("keyset", "keyset:after_id=id,after_score=score"),
        ("cursor", "cursor:cursor=meta.next_cursor"),
        ("time", "time:before=created_at"),
    ])
    func keyedStrategiesStayConsistent(endpoint: String, strategy: String) async throws {
        try await withServer { server in
            let result = await readToEnd(try mockSource(server.baseURL, endpoint + "?drift=3", strategy: strategy))
            #expect(result.last == "end: end of list")
            #expect(Set(result.ids).count == result.ids.count)
            #expect(result.notice == nil)
            if endpoint != "keyset" {
                // Newest first from the first answer: what was inserted later is above, never in the way.
                #expect(result.ids == newestFirst(63))
            }
        }
    }
}
