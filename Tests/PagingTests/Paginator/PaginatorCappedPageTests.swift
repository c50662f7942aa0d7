import Clocks
import Networking
import Paging
import Testing
import TestSupport

/// Servers that serve fewer items a page than asked: every row once, in order, planned from the answers.
@MainActor @Suite(.timeLimit(.minutes(1))) struct PaginatorCappedPageTests {
    let expected = (0..<137).map { "r\($0)" }

    /// Pages until the list ends and no placeholder is left, with a view taller than the list.
    func load(_ shape: CappedSource.Shape, withTotal: Bool) async -> (Paginator, StubTransport) {
        let transport = StubTransport { CappedSource.respond($0, count: 137, cap: 25, withTotal: withTotal) }
        let paginator = Paginator(source: CappedSource(shape: shape, asked: 50), transport: transport,
                                  clock: TestClock<Duration>())
        paginator.appeared(0..<300)
        await paginator.quiescent()
        #expect(paginator.exhausted && !paginator.inFlight && !describe(paginator).contains("_"))
        return (paginator, transport)
    }

    @Test(arguments: [CappedSource.Shape.offset, .page])
    func aCappedServerWithATotalGivesEveryRowOnce(shape: CappedSource.Shape) async {
        let (paginator, transport) = await load(shape, withTotal: true)
        #expect(describe(paginator) == expected + ["end: end of list"])
        // Six pages of 25 (the last of 12): the first teaches the size, the layout asks the other five.
        #expect(transport.requests.count == 6)
        #expect(paginator.notice == "server returns 25 items per page")
        #expect(paginator.loadedCount == 137 && paginator.total == 137)
    }

    @Test func theOffsetLayoutAsksForTheServedSizeAtItsOffsets() async {
        let (_, transport) = await load(.offset, withTotal: true)
        #expect(transport.requests.map { Fixtures.query("offset", in: $0.url) ?? "" }
            == ["0", "25", "50", "75", "100", "125"])
    }

    @Test func thePageLayoutMapsSlotsToTheServersRealPages() async {
        let (paginator, transport) = await load(.page, withTotal: true)
        #expect(transport.requests.map { Fixtures.query("page", in: $0.url) ?? "" } == ["1", "2", "3", "4", "5", "6"])
        #expect(paginator.rowCount == 138)
    }

    @Test(arguments: [CappedSource.Shape.offset, .page])
    func aCappedServerWithoutATotalGivesEveryRowOnce(shape: CappedSource.Shape) async {
        let (paginator, transport) = await load(shape, withTotal: false)
        #expect(describe(paginator) == expected + ["end: end of list"])
        // Nothing says where the list ends: six pages and the empty seventh.
        #expect(transport.requests.count == 7)
        // Told once a second page proves the short first one was not the whole list.
        #expect(paginator.notice == "server returns 25 items per page")
    }

    @Test func aShortPageIsNotTheEndWhileTheTotalSaysMore() {
        let strategy = PageNumberStrategy(perPage: 50).serving(pageSize: 25)
        #expect(strategy.next(after: .page(1, perPage: 50), page: PageSummary(count: 25, total: 40))
            == .next(.page(2, perPage: 50)))
        #expect(strategy.next(after: .page(2, perPage: 50), page: PageSummary(count: 15, total: 40)) == .endOfList)
        let offsets = OffsetStrategy(limit: 50)
        #expect(offsets.next(after: .offset(0, limit: 50), page: PageSummary(count: 25, total: 40))
            == .next(.offset(25, limit: 50)))
        #expect(offsets.next(after: .offset(25, limit: 50), page: PageSummary(count: 15, total: 40)) == .endOfList)
    }

    @Test(arguments: [CappedSource.Shape.offset, .page])
    func aFarJumpLandsOnTheServersRealPage(shape: CappedSource.Shape) async {
        let transport = StubTransport { CappedSource.respond($0, count: 1_000, cap: 25, withTotal: true) }
        let paginator = Paginator(source: CappedSource(shape: shape, asked: 50), transport: transport,
                                  clock: TestClock<Duration>())
        paginator.appeared(0..<10)
        await paginator.quiescent()
        #expect(!paginator.inFlight && paginator.total == 1_000)
        #expect(paginator.rowCount == 1_001)
        let before = transport.requests.count
        paginator.appeared(975..<1_000)
        await paginator.quiescent()
        #expect(!paginator.inFlight && paginator.item(at: 999) != nil)
        #expect((975..<1_000).map { paginator.item(at: $0)?.id } == (975..<1_000).map { "r\($0)" })
        // The jump asks for the last page of 25 directly, not the pages between.
        let asked = transport.requests[before...].map { Fixtures.query(shape == .offset ? "offset" : "page", in: $0.url) }
        #expect(asked.contains(shape == .offset ? "975" : "40"))
        #expect(asked.count <= 3)
    }

    @Test func aFullFirstPageTellsNothing() async {
        let transport = StubTransport { CappedSource.respond($0, count: 137, cap: 100, withTotal: true) }
        let paginator = Paginator(source: CappedSource(shape: .page, asked: 50), transport: transport,
                                  clock: TestClock<Duration>())
        paginator.appeared(0..<300)
        await paginator.quiescent()
        #expect(paginator.exhausted && !paginator.inFlight && !describe(paginator).contains("_"))
        #expect(describe(paginator) == expected + ["end: end of list"])
        #expect(transport.requests.count == 3 && paginator.notice == nil)
    }
}
