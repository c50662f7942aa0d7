import Catalog
import Clocks
import Networking
import Paging
import Synchronization
import Testing
import TestSupport

// A broken paginator could keep a load running for ever: the time limit cancels the test,
// which ends `settled()`'s wait, so the test fails instead of hanging.
@MainActor @Suite(.timeLimit(.minutes(1))) struct PaginatorLoadingTests {
    let base = try! APIBase("https://api.test")

    @Test func followsNextLinksAndEndsWhenThereIsNone() async {
        let transport = StubTransport { request in
            switch Fixtures.query("since", in: request.url) {
            case "0": return Fixtures.githubResponse([1, 2, 3], next: "https://api.test/users?since=3&per_page=3")
            case "3": return Fixtures.githubResponse([4, 5], next: nil)
            default: return Fixtures.status(404)
            }
        }
        let paginator = Paginator(source: GitHubUsers(base: base, perPage: 3), transport: transport,
                                  clock: TestClock<Duration>())
        paginator.appeared(0..<10)
        await paginator.quiescent()
        #expect(paginator.exhausted && !paginator.inFlight)
        #expect(describe(paginator) == ["1", "2", "3", "4", "5", "end: end of list"])
        #expect(transport.requests.map(\.url)
            == ["https://api.test/users?since=0&per_page=3", "https://api.test/users?since=3&per_page=3"])
        #expect(transport.requests[1].headers["X-GitHub-Api-Version"] == "2022-11-28")
        #expect(paginator.rate == RateLimitStatus(limit: 60, remaining: 59, resetEpochSeconds: 2_000_000_000))
        #expect(paginator.loadedCount == 5 && paginator.notice == nil && paginator.failure == nil)
    }

    @Test func sinceKeysetEndsOnAnEmptyPage() async {
        let transport = StubTransport { request in
            Fixtures.query("since", in: request.url) == "0"
                ? Fixtures.githubResponse([1, 2, 3], next: nil) : Fixtures.githubResponse([], next: nil)
        }
        let source = GitHubUsers(base: base, perPage: 3, followLinks: false)
        let paginator = Paginator(source: source, transport: transport, clock: TestClock<Duration>())
        paginator.appeared(0..<10)
        await paginator.quiescent()
        #expect(paginator.exhausted && !paginator.inFlight)
        #expect(describe(paginator) == ["1", "2", "3", "end: end of list"])
        #expect(transport.requests.map { Fixtures.query("since", in: $0.url) } == ["0", "3"])
    }

    @Test func aPageOfOnlyDuplicatesDoesNotEndTheList() async {
        let transport = StubTransport { request in
            switch Fixtures.query("since", in: request.url) {
            case "0": return Fixtures.githubResponse([1, 2, 3], next: "https://api.test/users?since=3")
            case "3": return Fixtures.githubResponse([1, 2, 3], next: "https://api.test/users?since=6")
            default: return Fixtures.githubResponse([7, 8], next: nil)
            }
        }
        let paginator = Paginator(source: GitHubUsers(base: base, perPage: 3), transport: transport,
                                  clock: TestClock<Duration>())
        paginator.appeared(0..<10)
        await paginator.quiescent()
        #expect(paginator.exhausted && !paginator.inFlight)
        #expect(describe(paginator) == ["1", "2", "3", "7", "8", "end: end of list"])
        #expect(paginator.notice == "the list moved: 3 items seen twice")
    }

    @Test func qiitaHeadInsertionIsDedupedAndTold() async {
        // Two items were posted between page 1 and page 2, so page 2 starts two items early.
        let shifted = ["x", "y", "a", "b", "c", "d", "e", "f", "g"]
        let transport = StubTransport { request in
            let page = Int(Fixtures.query("page", in: request.url) ?? "1") ?? 1
            let ids = page == 1 ? ["a", "b", "c"] : Array(shifted[(page - 1) * 3..<page * 3])
            return Fixtures.qiitaResponse(ids, total: 9, page: page, lastPage: 3)
        }
        let source = QiitaItems(base: try! APIBase("https://qiita.test"), perPage: 3)
        let paginator = Paginator(source: source, transport: transport, clock: TestClock<Duration>())
        paginator.appeared(0..<10)
        await paginator.quiescent()
        #expect(transport.requests.count == 3 && !paginator.inFlight)
        #expect(describe(paginator) == ["a", "b", "c", "d", "e", "f", "g", "end: end of list"])
        #expect(paginator.notice == "the list moved: 2 items seen twice")
        #expect(paginator.total == 9)
    }

    @Test func malformedJSONIsAnErrorRowAndIsNotRetried() async throws {
        let transport = StubTransport { _ in HTTPResponse(status: 200, body: Array("[{\"login\":".utf8)) }
        let paginator = Paginator(source: GitHubUsers(base: base), transport: transport, clock: TestClock<Duration>())
        paginator.appeared(0..<10)
        await paginator.quiescent()
        try #require(paginator.failure != nil)
        #expect(describe(paginator) == ["error: unexpected response: GitHub users: malformed JSON"])
        await paginator.settled()
        #expect(transport.requests.count == 1)
    }

    @Test func aNextLinkToAnotherHostIsRefused() async {
        let transport = StubTransport { request in
            Fixtures.githubResponse([1, 2], next: "https://evil.example/users?since=2")
        }
        let paginator = Paginator(source: GitHubUsers(base: base),
                                  transport: CredentialTransport.wrapping(transport, in: .bearer("secret", for: "https://api.test")),
                                  clock: TestClock<Duration>())
        paginator.appeared(0..<10)
        await paginator.quiescent()
        #expect(paginator.failure != nil)
        #expect(describe(paginator)
            == ["1", "2", "error: refused a next link to another host: https://evil.example/users?since=2"])
        #expect(transport.requests.allSatisfy { $0.url.hasPrefix("https://api.test/") })
        #expect(transport.requests.count == 1)
    }

    @Test func aCycleOfNextLinksStops() async {
        let transport = StubTransport { request in
            Fixtures.query("since", in: request.url) == "2"
                ? Fixtures.githubResponse([3, 4], next: "https://api.test/users?since=2")
                : Fixtures.githubResponse([1, 2], next: "https://api.test/users?since=2")
        }
        let paginator = Paginator(source: GitHubUsers(base: base), transport: transport, clock: TestClock<Duration>())
        paginator.appeared(0..<10)
        await paginator.quiescent()
        #expect(paginator.exhausted && !paginator.inFlight)
        #expect(describe(paginator) == ["1", "2", "3", "4", "end: the server's next link repeats an earlier page"])
        #expect(transport.requests.count == 2)
    }

    @Test func theQiitaPageCapEndsTheListAndAFarJumpLoadsOnlyTheLastPage() async {
        let transport = StubTransport { request in
            let page = Int(Fixtures.query("page", in: request.url) ?? "1") ?? 1
            let ids = (0..<100).map { String(format: "%020x", page * 1000 + $0) }
            return Fixtures.qiitaResponse(ids, total: 680_484, page: page, lastPage: 6805)
        }
        let paginator = Paginator(source: QiitaItems(base: try! APIBase("https://qiita.test")),
                                  transport: transport, clock: TestClock<Duration>())
        paginator.appeared(0..<30)
        await paginator.quiescent()
        #expect(transport.requests.count == 1 && !paginator.inFlight)
        #expect(paginator.rowCount == 10_001)
        #expect(describe(paginator.row(at: 10_000)) == "end: Qiita serves at most 100 pages (10,000 items)")
        #expect(describe(paginator.row(at: 100)) == "_")
        paginator.appeared(9_971..<10_001)
        await paginator.quiescent()
        #expect(transport.requests.count == 2 && !paginator.inFlight)
        #expect(transport.requests.map { Fixtures.query("page", in: $0.url) } == ["1", "100"])
        #expect(paginator.item(at: 9_999)?.id == String(format: "%020x", 100 * 1000 + 99))
    }
}

// A broken paginator could keep a load running for ever: the time limit cancels the test,
// which ends `settled()`'s wait, so the test fails instead of hanging.
@MainActor @Suite(.timeLimit(.minutes(1))) struct PaginatorUntrustedTotalTests {
    @Test func anAbsurdTotalStaysAGrowingList() async {
        let transport = StubTransport { NumbersSource.respond($0) }
        let paginator = Paginator(source: NumbersSource(count: Int.max, limit: 2), transport: transport,
                                  clock: TestClock<Duration>())
        paginator.appeared(0..<3)
        await paginator.quiescent()
        #expect(!paginator.inFlight && paginator.rowCount > 4)
        #expect(paginator.total == Int.max)
        #expect(paginator.rowCount < 20)
        #expect(describe(paginator).prefix(4) == ["0", "1", "2", "3"])
        #expect(describe(paginator).last == "loading")
    }

    /// Scrolling 15 rows/s with 1 s pages wants 35 rows ahead; a budget of 3 gets one screen.
    @Test(arguments: [(3, 1), (50, 2)])
    func aLowBudgetPrefetchesOnlyOneScreen(remaining: Int, requests: Int) async {
        let stub = SlowStub(latency: .seconds(1)) { request in
            var response = NumbersSource.respond(request)
            response.headers = ["x-ratelimit-limit": "60", "x-ratelimit-remaining": String(remaining),
                                "x-ratelimit-reset": "2000000000"]
            return response
        }
        let paginator = Paginator(source: NumbersSource(count: 1_000, limit: 50), transport: stub.transport,
                                  clock: stub.clock)
        paginator.appeared(0..<5)
        await paginator.parked(stub)
        #expect(stub.pending)
        await stub.advance(by: .seconds(1))
        await paginator.parked(stub)
        #expect(!paginator.inFlight)
        await stub.advance(by: .seconds(1))
        paginator.appeared(30..<35)
        // A load this report started is waiting at the stub for time to pass; with none started,
        // nothing more can be sent.
        await paginator.parked(stub)
        #expect(stub.pending == paginator.inFlight)
        #expect(stub.transport.requests.count == requests)
        #expect(paginator.rate?.remaining == remaining)
    }
}
