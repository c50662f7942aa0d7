import Clocks
import Networking
import Paging
import Testing
import TestSupport

/// What the view's visibility reports do in the paginator: rows that left the screen free their
/// pages early, and prefetch looks in the direction of travel first.
@MainActor @Suite(.timeLimit(.minutes(1))) struct PaginatorVisibilityTests {
    func paginator(count: Int, limit: Int, keepItems: Int = 2_500) -> (Paginator, StubTransport) {
        var configuration = PagingConfiguration()
        configuration.keepItems = keepItems
        let transport = StubTransport { NumbersSource.respond($0) }
        let paginator = Paginator(source: NumbersSource(count: count, limit: limit), transport: transport,
                                  clock: TestClock<Duration>(), configuration: configuration)
        return (paginator, transport)
    }

    /// Scrolls a screen of 20 rows down to row 1,000, reporting what left when `reportLeft`.
    func scroll(_ paginator: Paginator, reportLeft: Bool) async -> Int {
        var mostHeld = 0
        var old: Range<Int>?
        for top in stride(from: 0, through: 1_000, by: 20) {
            let rows = top..<(top + 20)
            if reportLeft, let old { paginator.disappeared(old.clamped(to: 0..<top)) }
            paginator.appeared(rows)
            await paginator.quiescent()
            #expect(!paginator.inFlight && paginator.item(at: top + 19) != nil)
            mostHeld = max(mostHeld, paginator.heldItemCount)
            old = rows
        }
        return mostHeld
    }

    @Test func rowsThatLeftTheScreenDropTheirPagesOverTheLowerWatermark() async {
        let (paginator, _) = paginator(count: 10_000, limit: 100, keepItems: 300)
        let mostHeld = await scroll(paginator, reportLeft: true)
        // The watermark and the page being filled: never the 1,000+ rows scrolled past.
        #expect(mostHeld <= 400)
        #expect(describe(paginator.row(at: 0)) == "_", "the first page left long ago")
        #expect(paginator.item(at: 1_000) != nil && paginator.item(at: 980) != nil, "the screen and the row above stay")
    }

    @Test func withoutDisappearedReportsOnlyTheMaxItemsBoundDrops() async {
        let (paginator, _) = paginator(count: 10_000, limit: 100, keepItems: 300)
        let mostHeld = await scroll(paginator, reportLeft: false)
        #expect(mostHeld > 1_000)
        #expect(paginator.item(at: 0) != nil)
    }

    @Test func underTheLowerWatermarkNothingIsDroppedEarly() async {
        let (paginator, _) = paginator(count: 10_000, limit: 100)
        _ = await scroll(paginator, reportLeft: true)
        #expect(paginator.item(at: 0) != nil && paginator.heldItemCount > 1_000)
    }

    @Test func prefetchLooksInTheDirectionOfTravelFirst() async {
        let (paginator, transport) = paginator(count: 10_000, limit: 10)
        paginator.appeared(0..<10)
        await paginator.quiescent()
        #expect(!paginator.inFlight && paginator.item(at: 19) != nil)
        paginator.appeared(5_000..<5_010)
        await paginator.quiescent()
        #expect(!paginator.inFlight && paginator.item(at: 4_990) != nil)
        paginator.appeared(3_000..<3_010)
        await paginator.quiescent()
        #expect(!paginator.inFlight && paginator.item(at: 3_010) != nil)
        let offsets = transport.requests.map { Fixtures.query("offset", in: $0.url) ?? "?" }
        #expect(offsets == ["0", "10", "5000", "5010", "4990", "3000", "2990", "3010"])
    }
}
