import Clocks
import Networking
import Paging
import Testing
import TestSupport

/// Servers that keep answering with items already shown are stopped after three such pages.
@MainActor @Suite(.timeLimit(.minutes(1))) struct PaginatorRunawayTests {
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
                                  clock: TestClock<Duration>(), configuration: .oneAtATime)
        paginator.appeared(0..<300)
        await paginator.quiescent()
        #expect(paginator.exhausted && !paginator.inFlight && !describe(paginator).contains("_"))
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
        await paginator.quiescent()
        #expect(paginator.exhausted && !paginator.inFlight)
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
        await paginator.quiescent()
        #expect(paginator.exhausted && !paginator.inFlight)
        #expect(describe(paginator) == ["a", "b", "c", "d", "end: end of list"])
        #expect(transport.requests.count == 5)
    }

    /// A list growing at its head while it is read shifts items already shown into the pages after
    /// them: four such pages in a row, explained by the total they report, are not a runaway.
    @Test func pagesOfRepeatsThatTheGrownTotalExplainsKeepLoading() async {
        // Offsets before 20 answer from the list of 40; from 20 on, 20 items came in at the head.
        let transport = StubTransport { request in
            let offset = Int(Fixtures.query("offset", in: request.url) ?? "0") ?? 0
            return offset < 20 ? Self.page(at: offset, total: 40) : Self.page(at: offset - 20, total: 60)
        }
        // One at a time: answered side by side, some orders are not explained (GrowingListOrderTests).
        let paginator = Paginator(source: CappedSource(shape: .offset, asked: 5), transport: transport,
                                  clock: TestClock<Duration>(), configuration: .oneAtATime)
        paginator.appeared(0..<300)
        await paginator.quiescent()
        #expect(paginator.exhausted && !paginator.inFlight && !describe(paginator).contains("_"))
        #expect(describe(paginator) == (0..<40).map { "r\($0)" } + ["end: end of list"])
        #expect(paginator.notice == "the list moved: 20 items seen twice")
    }

    /// A server that claims growth with every page of repeats is still stopped, later.
    @Test func aTotalThatGrowsWithEveryPageOfRepeatsIsStoppedAfterSixteen() async {
        let calls = Counter()
        let transport = StubTransport { _ in Self.page(at: 0, total: 40 + 5 * calls.next()) }
        let paginator = Paginator(source: CappedSource(shape: .offset, asked: 5), transport: transport,
                                  clock: TestClock<Duration>(), configuration: .oneAtATime)
        paginator.appeared(0..<30)
        await paginator.quiescent()
        #expect(paginator.exhausted && !paginator.inFlight)
        #expect(describe(paginator).last == reason.replacingOccurrences(of: "3 pages", with: "16 pages"))
        #expect(transport.requests.count <= 1 + 16 + 8)
    }

    /// The page of 5 at `offset` of a list of 40 (`r0`…`r39`), its total said as `total`: a list
    /// that grew at its head by the difference, or a server that claims it did.
    private nonisolated static func page(at offset: Int, total: Int) -> HTTPResponse {
        let request = HTTPRequest(url: "https://capped.test/list?offset=\(offset)&limit=5")
        let body = String(decoding: CappedSource.respond(request, count: 40, cap: 5, withTotal: true).body, as: UTF8.self)
        return HTTPResponse(status: 200, body: Array(body.replacingOccurrences(of: "\"total\":40", with: "\"total\":\(total)").utf8))
    }
}
