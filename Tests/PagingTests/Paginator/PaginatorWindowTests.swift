import Catalog
import Clocks
import Networking
import Paging
import Testing
import TestSupport

/// The stub answers at once and no load sleeps on the test clock, so the first three tests wait
/// for `settled()`, every load ended, not for a condition on the wall clock.
@MainActor @Suite(.timeLimit(.minutes(1))) struct PaginatorWindowTests {
    @Test func aMillionItemsPassThroughAWindowOfFiveThousand() async {
        let transport = StubTransport { NumbersSource.respond($0) }
        let paginator = Paginator(source: NumbersSource(count: 1_000_000, limit: 1_000), transport: transport,
                                  clock: TestClock<Duration>())
        var mostHeld = 0
        for top in stride(from: 0, to: 1_000_000, by: 1_000) {
            paginator.appeared(top..<(top + 50))
            await paginator.settled()
            #expect(!paginator.inFlight && paginator.item(at: top + 49) != nil)
            mostHeld = max(mostHeld, paginator.heldItemCount)
        }
        #expect(mostHeld <= 5_000)
        #expect(paginator.rowCount == 1_000_001 && paginator.loadedCount == 1_000_000)
        #expect(describe(paginator.row(at: 1_000_000)) == "end: end of list")
        #expect(describe(paginator.row(at: 500_000)) == "_")
        let before = transport.requests.count
        paginator.appeared(500_010..<500_060)
        await paginator.settled()
        #expect(!paginator.inFlight && paginator.item(at: 500_010) != nil)
        let refetched = transport.requests[before...].map { Fixtures.query("offset", in: $0.url) }
        #expect(refetched.first == "500000")
        #expect(Set(refetched).isSubset(of: ["499000", "500000", "501000"]))
        #expect(paginator.heldItemCount <= 5_000)
        #expect(paginator.item(at: 500_010)?.id == "500010")
    }

    @Test func aFarJumpLoadsTheDestinationPageDirectly() async {
        let transport = StubTransport { NumbersSource.respond($0) }
        let paginator = Paginator(source: NumbersSource(count: 1_351, limit: 20), transport: transport,
                                  clock: TestClock<Duration>())
        paginator.appeared(0..<20)
        await paginator.settled()
        #expect(!paginator.inFlight && paginator.total == 1_351)
        let last = paginator.rowCount - 1
        paginator.appeared((last - 20)..<last)
        await paginator.settled()
        #expect(!paginator.inFlight && paginator.item(at: last - 1) != nil)
        #expect(transport.requests.map { Fixtures.query("offset", in: $0.url) } == ["0", "20", "1320", "1340", "1300"])
        #expect(describe(paginator.row(at: 700)) == "_")
    }

    @Test func theViewsPrefetchRangeLoadsThosePages() async {
        let transport = StubTransport { NumbersSource.respond($0) }
        let paginator = Paginator(source: NumbersSource(count: 10_000, limit: 100), transport: transport,
                                  clock: TestClock<Duration>())
        paginator.appeared(0..<20)
        await paginator.settled()
        #expect(!paginator.inFlight && paginator.total == 10_000)
        paginator.prefetch(5_000..<5_020)
        await paginator.settled()
        #expect(!paginator.inFlight && paginator.item(at: 5_000) != nil)
        #expect(transport.requests.map { Fixtures.query("offset", in: $0.url) } == ["0", "5000"])
    }

    @Test func adaptivePrefetchAsksEarlyEnoughThatNoPlaceholderIsSeen() async {
        let stub = SlowStub(latency: .milliseconds(300)) { NumbersSource.respond($0) }
        let paginator = Paginator(source: NumbersSource(count: 10_000, limit: 100), transport: stub.transport,
                                  clock: stub.clock)
        let (stalled, askedAt) = await scroll(paginator, stub)
        #expect(stalled == 0)
        // The second page was asked for a screen and more ahead, not 5 rows before the end.
        #expect(askedAt.count >= 2 && askedAt[1] <= 60)
        #expect(paginator.latency >= .milliseconds(300) && paginator.latency < .milliseconds(340))
    }

    @Test func theClassicThresholdOfFiveStalls() async {
        var configuration = PagingConfiguration()
        configuration.prefetch = PrefetchPolicy(mode: .fixed(rows: 5))
        let stub = SlowStub(latency: .milliseconds(300)) { NumbersSource.respond($0) }
        let paginator = Paginator(source: NumbersSource(count: 10_000, limit: 100), transport: stub.transport,
                                  clock: stub.clock, configuration: configuration)
        let (stalled, _) = await scroll(paginator, stub)
        #expect(stalled > 0)
    }

    /// Scrolls 600 rows at 30 rows/s with a 30-row screen; returns the rows seen not loaded and
    /// the screen's last row when each request went out.
    func scroll(_ paginator: Paginator, _ stub: SlowStub) async -> (stalled: Int, askedAt: [Int]) {
        paginator.appeared(0..<30)
        await paginator.parked(stub)
        await stub.advance(by: .milliseconds(300))
        await paginator.parked(stub)
        var stalled = Set<Int>()
        var askedAt: [Int] = [30]
        for top in 1...600 {
            await stub.advance(by: .milliseconds(100) / 3)
            paginator.appeared(top..<(top + 30))
            await paginator.parked(stub)
            if stub.transport.requests.count > askedAt.count { askedAt.append(top + 30) }
            for row in top..<(top + 30) where paginator.item(at: row) == nil { stalled.insert(row) }
        }
        return (stalled.count, askedAt)
    }
}
