import Clocks
import Networking
import Paging
import Testing
import TestSupport

/// Rows shown without a move (a resize, a filter) load what is on screen and nothing ahead;
/// the next move looks ahead again, in its own direction (issue 17, request economy).
@MainActor @Suite(.timeLimit(.minutes(1))) struct PaginatorShownTests {
    func offsets(_ transport: StubTransport) -> [String] {
        transport.requests.map { Fixtures.query("offset", in: $0.url) ?? "?" }
    }

    @Test func aTallerScreenLoadsItsRowsButNothingAhead() async {
        let transport = StubTransport { NumbersSource.respond($0) }
        let paginator = Paginator(source: NumbersSource(count: 10_000, limit: 10), transport: transport,
                                  clock: TestClock<Duration>())
        paginator.appeared(0..<10)
        await paginator.quiescent()
        #expect(!paginator.inFlight && paginator.item(at: 19) != nil)
        #expect(offsets(transport) == ["0", "10"], "the screen and one screen ahead")
        paginator.shown(0..<35)
        await paginator.quiescent()
        #expect(!paginator.inFlight && paginator.item(at: 34) != nil)
        #expect(offsets(transport) == ["0", "10", "20", "30"], "the screen's rows, none past it")
        paginator.appeared(1..<36)
        await paginator.quiescent()
        #expect(!paginator.inFlight && paginator.item(at: 70) != nil)
        #expect(offsets(transport) == ["0", "10", "20", "30", "40", "50", "60", "70"], "a move looks a screen ahead")
    }

    @Test func aScreenShownElsewhereIsNotTravel() async {
        let transport = StubTransport { NumbersSource.respond($0) }
        let paginator = Paginator(source: NumbersSource(count: 10_000, limit: 10), transport: transport,
                                  clock: TestClock<Duration>())
        paginator.appeared(500..<510)
        await paginator.quiescent()
        #expect(!paginator.inFlight && paginator.item(at: 519) != nil)
        paginator.shown(600..<610)  // a screen shown far below without a move
        await paginator.quiescent()
        #expect(!paginator.inFlight && paginator.item(at: 609) != nil)
        // Down from the last move (500), though up from the rows last shown (600): below first.
        paginator.appeared(550..<560)
        await paginator.quiescent()
        #expect(!paginator.inFlight && paginator.item(at: 540) != nil)
        #expect(offsets(transport) == ["0", "500", "510", "490", "600", "550", "560", "540"])
    }
}
