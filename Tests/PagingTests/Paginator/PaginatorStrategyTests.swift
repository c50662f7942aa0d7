import Clocks
import Foundation
import Networking
import Paging
import Testing
import TestSupport

/// The engine with each sequential key kind, against one feed server.
@MainActor @Suite(.timeLimit(.minutes(1))) struct PaginatorStrategyTests {
    @Test(arguments: [
        (CursorStrategy() as any PageStrategy, ["", "?cursor=c3", "?cursor=c6"]),
        (TimeStrategy(), ["", "?since=t3", "?since=t6", "?since=t7"]),
        (KeysetStrategy(), ["", "?after_value=t3&after_id=i3", "?after_value=t6&after_id=i6",
                            "?after_value=t7&after_id=i7"]),
        (NextURLStrategy(first: .cursor(nil)), ["", "?start=3", "?start=6"]),
    ])
    func everyKeyKindPagesThroughTheFeed(strategy: any PageStrategy, queries: [String]) async {
        let transport = StubTransport { FeedSource.respond($0) }
        let paginator = Paginator(source: FeedSource(strategy: strategy), transport: transport,
                                  clock: TestClock<Duration>())
        paginator.appeared(0..<20)
        await paginator.quiescent()
        #expect(paginator.exhausted && !paginator.inFlight)
        #expect(describe(paginator) == ["i1", "i2", "i3", "i4", "i5", "i6", "i7", "end: end of list"])
        #expect(transport.requests.map { $0.url.replacingOccurrences(of: "https://feed.test/feed", with: "") }
            == queries)
    }
}
