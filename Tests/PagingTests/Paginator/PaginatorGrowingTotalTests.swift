import Clocks
import Networking
import Paging
import Testing
import TestSupport

/// A total that grows after the layout was made adds placeholder slots, fetched like any other.
@MainActor @Suite(.timeLimit(.minutes(1))) struct PaginatorGrowingTotalTests {
    @Test func aLargerTotalOnALaterPageExtendsTheLayout() async {
        // 100 items when the first page is asked for, 130 from then on.
        let calls = Counter()
        let transport = StubTransport { request in
            CappedSource.respond(request, count: calls.next() == 1 ? 100 : 130, cap: 25, withTotal: true)
        }
        let paginator = Paginator(source: CappedSource(shape: .page, asked: 25), transport: transport,
                                  clock: TestClock<Duration>())
        paginator.appeared(0..<300)
        await paginator.quiescent()
        #expect(!paginator.inFlight && !describe(paginator).contains("_") && paginator.total == 130)
        #expect(describe(paginator) == (0..<130).map { "r\($0)" } + ["end: end of list"])
        // Four pages of the first layout, and the two the grown total added.
        #expect(transport.requests.map { Fixtures.query("page", in: $0.url) ?? "" } == ["1", "2", "3", "4", "5", "6"])
    }

    @Test func aShortLastPagePlannedBeforeTheGrowthBecomesFull() async {
        // 90 items at first (the fourth page planned with 15 rows), then 110.
        let calls = Counter()
        let transport = StubTransport { request in
            CappedSource.respond(request, count: calls.next() == 1 ? 90 : 110, cap: 25, withTotal: true)
        }
        let paginator = Paginator(source: CappedSource(shape: .offset, asked: 25), transport: transport,
                                  clock: TestClock<Duration>())
        paginator.appeared(0..<300)
        await paginator.quiescent()
        #expect(!paginator.inFlight && !describe(paginator).contains("_") && paginator.total == 110)
        #expect(describe(paginator) == (0..<110).map { "r\($0)" } + ["end: end of list"])
        #expect(transport.requests.count == 5)
    }
}
