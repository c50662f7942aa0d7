import Clocks
import Networking
import Paging
import Testing
import TestSupport

/// Servers that keep answering with items already shown are stopped after three such pages.
@MainActor @Suite struct PaginatorRunawayTests {
    let reason = "end: the server keeps sending items already shown; stopped after 3 pages"

    @Test(arguments: [false, true])
    func aServerIgnoringThePageParameterIsStopped(withTotal: Bool) async {
        // Every request gets page 1 back, as when `--strategy` names a parameter the API does not know.
        let transport = StubTransport { request in
            var first = request
            first.url = "https://capped.test/list?page=1&per_page=25"
            return CappedSource.respond(first, count: 137, cap: 25, withTotal: withTotal)
        }
        let paginator = Paginator(source: CappedSource(shape: .page, asked: 25), transport: transport,
                                  clock: TestClock<Duration>())
        paginator.appeared(0..<300)
        #expect(await settle { paginator.exhausted && !paginator.inFlight && !describe(paginator).contains("_") })
        #expect(describe(paginator) == (0..<25).map { "r\($0)" } + [reason])
        // The first page, then three that add nothing (laid out from the total, or one after another).
        #expect(transport.requests.count == 1 + 3)
        #expect(paginator.notice == "the list moved: 75 items seen twice")
    }

    @Test func aCursorThatChangesWhileTheItemsDoNotIsStopped() async {
        let calls = Counter()
        let transport = StubTransport { _ in
            let body = "{\"items\":[{\"id\":\"i1\",\"at\":\"t1\"},{\"id\":\"i2\",\"at\":\"t2\"}],\"cursor\":\"c\(calls.next())\"}"
            return HTTPResponse(status: 200, body: Array(body.utf8))
        }
        let paginator = Paginator(source: FeedSource(strategy: CursorStrategy()), transport: transport,
                                  clock: TestClock<Duration>())
        paginator.appeared(0..<20)
        #expect(await settle { paginator.exhausted && !paginator.inFlight })
        #expect(describe(paginator) == ["i1", "i2", reason])
        #expect(transport.requests.count == 4)
    }

    @Test func twoPagesOfDuplicatesThenNewItemsKeepLoading() async {
        // Two full pages of repeats (a fast-moving feed) are not a runaway: the third brings new items.
        let pages = [["a", "b"], ["a", "b"], ["b", "a"], ["c", "d"], []]
        let calls = Counter()
        let transport = StubTransport { _ in
            let n = calls.next()
            let ids = pages[min(n, pages.count) - 1].map { "{\"id\":\"\($0)\",\"at\":\"t\"}" }
            let body = "{\"items\":[\(ids.joined(separator: ","))],\"cursor\":\"c\(n)\"}"
            return HTTPResponse(status: 200, body: Array(body.utf8))
        }
        let paginator = Paginator(source: FeedSource(strategy: CursorStrategy()), transport: transport,
                                  clock: TestClock<Duration>())
        paginator.appeared(0..<20)
        #expect(await settle { paginator.exhausted && !paginator.inFlight })
        #expect(describe(paginator) == ["a", "b", "c", "d", "end: end of list"])
        #expect(transport.requests.count == 5)
    }
}
