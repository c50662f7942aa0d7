import Catalog
import Clocks
import Foundation
import Networking
import Paging
import Testing
import TestSupport

/// Addressable pages load side by side, up to `parallel`; the next page at the end, one at a
/// time. Every answer lands by its key, whatever moved meanwhile.
@MainActor @Suite(.timeLimit(.minutes(1))) struct PaginatorParallelTests {
    func configuration(_ parallel: Int) -> PagingConfiguration {
        var configuration = PagingConfiguration()
        configuration.parallel = parallel
        let now = Date(timeIntervalSince1970: 1_776_706_000)
        configuration.wallClock = { now }
        configuration.random = { 0.5 }
        return configuration
    }

    /// A paginator over `count` numbers in pages of 10 with its first page loaded.
    func started(count: Int = 100, parallel: Int, clock: TestClock<Duration> = TestClock(),
                 respond: (HTTPRequest) -> HTTPResponse = NumbersSource.respond) async -> (Paginator, HeldTransport)
    {
        let transport = HeldTransport()
        let paginator = Paginator(source: NumbersSource(count: count, limit: 10), transport: transport,
                                  clock: clock, configuration: configuration(parallel))
        paginator.appeared(0..<10)
        await transport.holding(1)
        #expect(transport.held.count == 1)
        transport.answer(with: respond)
        await paginator.parked(transport)
        #expect(paginator.total == count)
        await drain(paginator, transport, respond: respond)
        return (paginator, transport)
    }

    func offsets(_ requests: some Collection<HTTPRequest>) -> [String] {
        requests.map { Fixtures.query("offset", in: $0.url) ?? "?" }
    }

    /// Every row loaded holds the item of its own offset: no page landed on another's rows.
    func inListOrder(_ paginator: Paginator) -> Bool {
        (0..<paginator.rowCount).allSatisfy { row in paginator.item(at: row).map { $0.id == String(row) } ?? true }
    }

    @Test func aFarJumpOverSixPagesHasFourInFlightAtOnce() async {
        let (paginator, transport) = await started(parallel: 4)
        let watch = InvariantWatch(paginator)
        let before = transport.requests.count
        paginator.appeared(40..<100)  // six unloaded pages on screen
        await transport.holding(4)
        #expect(transport.held.count == 4)
        #expect(transport.requests.count == before + 4, "four sent before any answered")
        // Sent side by side from the cooperative pool: which four, in whatever order they arrived.
        #expect(Set(offsets(transport.held)) == ["40", "50", "60", "70"])
        await drain(paginator, transport, lastFirst: true)
        #expect(transport.mostAtOnce == 4)
        #expect((20..<100).allSatisfy { paginator.item(at: $0)?.id == String($0) })
        #expect(inListOrder(paginator) && watch.violations == [])
    }

    @Test func oneAtATimeWithParallelOne() async {
        let (paginator, transport) = await started(parallel: 1)
        let before = transport.requests.count
        paginator.appeared(40..<100)
        var most = 0
        await drain(paginator, transport, lastFirst: true, check: { most = max(most, $0.count) })
        #expect(most == 1 && transport.mostAtOnce == 1)
        // The screen from its top, then behind it, as before.
        #expect(offsets(transport.requests[before...]) == ["40", "50", "60", "70", "80", "90", "20", "30"])
        #expect((20..<100).allSatisfy { paginator.item(at: $0)?.id == String($0) })
    }

    @Test func aRefreshDropsEveryAnswerInFlight() async {
        let (paginator, transport) = await started(parallel: 3)
        paginator.appeared(50..<80)
        await transport.holding(3)
        #expect(transport.held.count == 3)
        let old = Set(transport.held.map(\.url))
        paginator.refresh()
        await transport.holding(4)
        #expect(transport.held.count == 4)
        transport.answer(where: { !old.contains($0.url) }, with: NumbersSource.respond)
        await paginator.parked(transport)
        #expect(paginator.layout.slots.count == 10)
        // Answers for pages the new layout holds by the same keys, with items no page of it has.
        let stray = transport.answer(where: { old.contains($0.url) }) { request in
            let offset = Fixtures.query("offset", in: request.url) ?? "0"
            return HTTPResponse(status: 200, effectiveURL: "https://numbers.test/n?offset=1\(offset)00&limit=10&count=20000")
        }
        #expect(stray == 3)
        await drain(paginator, transport)
        await paginator.settled()
        #expect(paginator.layout.slots.allSatisfy { ($0.items ?? []).allSatisfy { Int($0.id)! < 100 } })
        #expect(inListOrder(paginator) && paginator.item(at: 0)?.id == "0")
    }

    @Test func aRateLimitOnOneHoldsTheOthersUntilTheReset() async {
        let clock = TestClock<Duration>()
        let (paginator, transport) = await started(parallel: 4, clock: clock)
        paginator.appeared(40..<100)
        await transport.holding(4)
        #expect(transport.held.count == 4)
        let sent = transport.requests.count
        transport.answer(where: { $0.url.contains("offset=50&") }) { _ in Fixtures.status(429, ["Retry-After": "10"]) }
        await paginator.parked(transport)
        #expect(paginator.rateLimitCountdown == 10)
        transport.answer(with: NumbersSource.respond)
        await paginator.parked(transport)
        #expect([40, 60, 70].allSatisfy { paginator.item(at: $0) != nil })
        // Three pages answered, four more wanted: nothing is sent while the limit holds.
        for _ in 0..<9 {
            await clock.advanceAsleep(by: .seconds(1))
            await paginator.quiescent()
            #expect(paginator.rateLimitCountdown != nil)
            #expect(transport.requests.count == sent && transport.held.isEmpty)
        }
        await clock.advanceAsleep(by: .seconds(1))
        await transport.holding(4)
        #expect(transport.held.count == 4)
        #expect(Set(offsets(transport.requests[sent...])) == ["50", "80", "90", "20"])
        await drain(paginator, transport)
        #expect((20..<100).allSatisfy { paginator.item(at: $0)?.id == String($0) })
    }

    /// Page 70's request went out with page 50's; page 50's 429 held everything for 10 s. Page
    /// 70's answer, a 429 from that same moment, comes after the wait: it is asked again at once,
    /// not waited out a second time.
    @Test func a429SentBeforeTheFirstCameBackIsNotWaitedOutAgain() async {
        let clock = TestClock<Duration>()
        let (paginator, transport) = await started(parallel: 4, clock: clock)
        paginator.appeared(40..<100)
        await transport.holding(4)
        #expect(transport.held.count == 4)
        transport.answer(where: { $0.url.contains("offset=50&") }) { _ in Fixtures.status(429, ["Retry-After": "10"]) }
        await paginator.parked(transport)
        #expect(paginator.rateLimitCountdown == 10)
        transport.answer(where: { $0.url.contains("offset=40&") || $0.url.contains("offset=60&") }, with: NumbersSource.respond)
        for _ in 0..<10 { await clock.advanceAsleep(by: .seconds(1)) }
        await paginator.parked(transport)
        #expect(paginator.rateLimitCountdown == nil && transport.held.contains { $0.url.contains("offset=50&") })
        let seventy = { (request: HTTPRequest) in request.url.contains("offset=70&") }
        transport.answer(where: seventy) { _ in Fixtures.status(429, ["Retry-After": "10"]) }
        await paginator.parked(transport)
        #expect(transport.held.contains(where: seventy), "page 70 was not asked again at once")
        #expect(paginator.rateLimitCountdown == nil)
        await drain(paginator, transport)
        #expect((20..<100).allSatisfy { paginator.item(at: $0)?.id == String($0) })
    }

    @Test(arguments: [(remaining: 50, atOnce: 4), (remaining: 4, atOnce: 1)])
    func aLowRateBudgetLoadsOneAtATime(remaining: Int, atOnce: Int) async {
        let budget: HTTPHeaders = ["x-ratelimit-limit": "60", "x-ratelimit-remaining": String(remaining),
                                   "x-ratelimit-reset": "2000000000"]
        let respond = { (request: HTTPRequest) in HTTPResponse(status: 200, headers: budget, effectiveURL: request.url) }
        let (paginator, transport) = await started(parallel: 4, respond: respond)
        #expect(paginator.rate?.remaining == remaining)
        paginator.appeared(40..<100)
        await transport.holding(atOnce)
        #expect(transport.held.count == atOnce)
        await drain(paginator, transport, respond: respond)
        // No more at once than the budget left allows.
        #expect(transport.mostAtOnce == atOnce)
        #expect((20..<100).allSatisfy { paginator.item(at: $0)?.id == String($0) })
    }

    @Test func loadsLeftBehindByAJumpLandByKeyWithinTheWindow() async {
        var configuration = configuration(4)
        configuration.maxItems = 150
        configuration.keepItems = 75
        let transport = HeldTransport()
        let paginator = Paginator(source: NumbersSource(count: 1_000, limit: 10), transport: transport,
                                  clock: TestClock<Duration>(), configuration: configuration)
        let watch = InvariantWatch(paginator)
        paginator.appeared(0..<10)
        await drain(paginator, transport)
        paginator.appeared(400..<440)
        await transport.holding(4)
        #expect(transport.held.count == 4)
        // Off before any answered: the four land where the user no longer is, and go when memory needs it.
        paginator.appeared(800..<840)
        var mostHeld = 0
        await drain(paginator, transport, lastFirst: true, check: { _ in mostHeld = max(mostHeld, paginator.heldItemCount) })
        #expect(mostHeld <= 150 && paginator.heldItemCount <= 150)
        #expect(paginator.loadedCount > paginator.heldItemCount, "far pages were dropped")
        #expect((800..<840).allSatisfy { paginator.item(at: $0)?.id == String($0) })
        #expect(inListOrder(paginator) && watch.violations == [])
        #expect(Set(offsets(transport.requests)).count == transport.requests.count, "no page asked twice")
    }

    @Test func aPageCutByAWrongTotalWhileInFlightIsReadAsTheNextPage() async {
        // The server says 100 items; it has 35.
        let lying: (HTTPRequest) -> HTTPResponse = { HTTPResponse(status: 200, effectiveURL: $0.url + "&count=35&total=100") }
        let (paginator, transport) = await started(parallel: 4, respond: lying)
        let watch = InvariantWatch(paginator)
        paginator.appeared(30..<90)
        await transport.holding(4)
        #expect(transport.held.count == 4)
        // Page 60 is empty: the layout ends after page 10, and the list goes on from 20 one page at a time.
        transport.answer(where: { $0.url.contains("offset=60&") }, with: lying)
        await paginator.parked(transport)
        #expect(transport.held.count == 4 && Set(offsets(transport.held)) == ["30", "40", "50", "20"])
        transport.answer(where: { $0.url.contains("offset=20&") }, with: lying)
        // Page 30, sent for a placeholder cut meanwhile, is now the next page: read as that.
        await paginator.parked(transport)
        #expect(paginator.item(at: 29) != nil)
        transport.answer(where: { $0.url.contains("offset=30&") }, with: lying)
        await drain(paginator, transport, lastFirst: true, respond: lying)
        await paginator.settled()
        #expect(offsets(transport.requests).filter { $0 == "30" }.count == 1, "page 30 asked once")
        #expect(describe(paginator).suffix(2) == ["34", "end: end of list"] && paginator.rowCount == 36)
        #expect(inListOrder(paginator) && watch.violations == [])
        #expect(paginator.notice == "the server's total said 100; the list ends at 35")
    }

    @Test func aNextLinkListNeverHasTwoInFlight() async {
        let transport = HeldTransport()
        let source = GitHubUsers(base: try! APIBase("https://api.test"), perPage: 3)
        let paginator = Paginator(source: source, transport: transport, clock: TestClock<Duration>(),
                                  configuration: configuration(4))
        paginator.appeared(0..<40)
        var most = 0
        await drain(paginator, transport, check: { most = max(most, $0.count) }) { request in
            let since = Int(Fixtures.query("since", in: request.url) ?? "0") ?? 0
            let next = since < 30 ? "https://api.test/users?since=\(since + 3)&per_page=3" : nil
            return Fixtures.githubResponse([since + 1, since + 2, since + 3], next: next)
        }
        #expect(most == 1 && transport.mostAtOnce == 1)
        #expect(transport.requests.map { Fixtures.query("since", in: $0.url) }
            == stride(from: 0, through: 30, by: 3).map(String.init))
        #expect(paginator.exhausted && paginator.rowCount == 34)
    }

    @Test func aShortPageAndAShrunkTotalWhileOthersAreInFlightKeepTheInvariant() async {
        let (paginator, transport) = await started(parallel: 4)
        let watch = InvariantWatch(paginator)
        paginator.appeared(40..<100)
        await transport.holding(4)
        #expect(transport.held.count == 4)
        // Page 60 stops after 4 items: a placeholder for the rest moves the pages after it one on.
        transport.answer(where: { $0.url.contains("offset=60&") }) { _ in
            HTTPResponse(status: 200, effectiveURL: "https://numbers.test/n?offset=60&limit=4")
        }
        await paginator.parked(transport)
        #expect(transport.held.count == 4 && paginator.item(at: 63) != nil)
        #expect(Set(offsets(transport.held)) == ["40", "50", "70", "64"])
        // Page 70, sent as the eighth page, is now the ninth: it lands by its key.
        transport.answer(where: { $0.url.contains("offset=70&") }, with: NumbersSource.respond)
        await paginator.parked(transport)
        #expect(transport.held.count == 4 && paginator.item(at: 70) != nil)
        #expect(inListOrder(paginator) && Set(offsets(transport.held)) == ["40", "50", "64", "80"])
        // Page 50 says the list now ends at 55: the pages past it go, two of them still in flight.
        let shrunk: (HTTPRequest) -> HTTPResponse = { request in
            HTTPResponse(status: 200, effectiveURL: request.url + "&count=55")
        }
        transport.answer(where: { $0.url.contains("offset=50&") }, with: shrunk)
        await paginator.parked(transport)
        #expect(paginator.total == 55)
        await drain(paginator, transport, lastFirst: true, respond: shrunk)
        await paginator.settled()
        #expect(watch.violations == [] && inListOrder(paginator))
        #expect(paginator.layout.itemEnd == 55 && paginator.rowCount == 56)
        #expect((20..<55).allSatisfy { paginator.item(at: $0)?.id == String($0) })
        #expect(paginator.loadedCount == (0..<55).filter { paginator.item(at: $0) != nil }.count)
    }
}
