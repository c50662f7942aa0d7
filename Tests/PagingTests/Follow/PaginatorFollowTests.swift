import Clocks
import Networking
import Paging
import Testing
import TestSupport

/// New items of a followed list put into the paginator's layout (issue 23): above every row at
/// the head, after the last at the tail; the rows below keep their items, nothing is removed.
@MainActor @Suite(.timeLimit(.minutes(1))) struct PaginatorFollowTests {
    static func items(_ ids: [String]) -> [ListItem] { ids.map { ListItem(id: $0, cells: [$0]) } }

    /// Numbers whose pages after the first wait for `gate`.
    static func gated(_ gate: Gate) -> StubTransport {
        StubTransport { request in
            if Fixtures.query("offset", in: request.url) != "0" { await gate.wait() }
            return NumbersSource.respond(request)
        }
    }

    /// A laid-out list of `count` numbers in pages of `limit`, its first page loaded.
    func numbers(count: Int, limit: Int, transport: StubTransport = StubTransport { NumbersSource.respond($0) },
                 configuration: PagingConfiguration = .oneAtATime) async -> Paginator {
        let paginator = Paginator(source: NumbersSource(count: count, limit: limit), transport: transport,
                                  clock: TestClock<Duration>(), configuration: configuration)
        paginator.appeared(0..<10)
        await paginator.quiescent()
        #expect(!paginator.inFlight && paginator.item(at: 0) != nil)
        return paginator
    }

    @Test func headItemsGoAboveEveryRowNewestFirstAndTheLayoutStaysWhole() async {
        let paginator = await numbers(count: 100, limit: 20)
        let rows = paginator.rowCount
        // In the order they arrived: n1 first, n3 the newest.
        paginator.addFollowed(Self.items(["n1", "n2", "n3"]), at: .head)
        #expect(paginator.takeListChanges() == [.inserted(at: 0, count: 3)])
        #expect(paginator.takeListChanges().isEmpty, "a change is told once")
        #expect(paginator.rowCount == rows + 3)
        #expect((0..<5).map { paginator.item(at: $0)?.id } == ["n3", "n2", "n1", "0", "1"])
        #expect(layoutViolations(paginator).isEmpty)
        // A page placed later lands under its own rows, moved by three.
        paginator.appeared(63..<83)
        await paginator.quiescent()
        #expect(!paginator.inFlight && paginator.item(at: 63) != nil)
        #expect(paginator.item(at: 63)?.id == "60" && paginator.item(at: 82)?.id == "79")
        #expect(layoutViolations(paginator).isEmpty)
    }

    @Test func itemsWaitForTheLoadInFlightSoItsAnswerLandsWhereAsked() async {
        let gate = Gate()
        let paginator = await numbers(count: 100, limit: 20, transport: Self.gated(gate))
        paginator.appeared(40..<50)
        await gate.waitForWaiters(1)
        #expect(gate.waiting == 1)
        paginator.addFollowed(Self.items(["n1"]), at: .head)
        #expect(paginator.item(at: 0)?.id == "0", "not yet: the page in flight was asked for by its index")
        #expect(paginator.takeListChanges().isEmpty)
        gate.open()
        await paginator.quiescent()
        #expect(!paginator.inFlight && paginator.item(at: 0)?.id == "n1")
        #expect(paginator.takeListChanges() == [.inserted(at: 0, count: 1)])
        #expect(paginator.item(at: 41)?.id == "40" && paginator.item(at: 60)?.id == "59")
        #expect(layoutViolations(paginator).isEmpty)
    }

    @Test func aFollowedPageIsNeverDroppedFromMemory() async {
        var configuration = PagingConfiguration.oneAtATime
        configuration.maxItems = 60
        configuration.keepItems = 40
        let paginator = await numbers(count: 1_000, limit: 20, configuration: configuration)
        paginator.addFollowed(Self.items(["n1", "n2"]), at: .head)
        for top in stride(from: 100, to: 900, by: 100) {
            paginator.appeared(top..<(top + 10))
            await paginator.quiescent()
            #expect(!paginator.inFlight && paginator.item(at: top) != nil)
        }
        #expect(paginator.heldItemCount <= 62)
        #expect(paginator.item(at: 0)?.id == "n2" && paginator.item(at: 1)?.id == "n1")
        #expect(paginator.item(at: 2) == nil, "the pages read at offsets were let go")
    }

    @Test func tailItemsComeAfterTheLastOnesHeldSkipped() async {
        let paginator = await numbers(count: 10, limit: 20)
        #expect(paginator.exhausted && paginator.rowCount == 11)
        paginator.addFollowed(Self.items(["9", "10", "11"]), at: .tail)
        #expect(paginator.takeListChanges() == [.inserted(at: 10, count: 2)])
        #expect((8..<12).map { paginator.item(at: $0)?.id } == ["8", "9", "10", "11"])
        #expect(describe(paginator.row(at: 12)) == "end: end of list")
        #expect(paginator.loadedCount == 12)
        // Read again after an eviction, the page must be asked where its items start: offset 10.
        #expect(paginator.layout.slots.last?.key == .offset(10, limit: 20))
        #expect(layoutViolations(paginator).isEmpty)
    }

    /// The status reads "loaded/total": items put at the head are in the list, so in the total
    /// shown; the next total the server says counts them itself.
    @Test func headItemsRaiseAKnownTotal() async {
        let paginator = await numbers(count: 100, limit: 20)
        #expect(paginator.shownTotal == 100)
        paginator.addFollowed(Self.items(["n1", "n2", "0"]), at: .head)
        #expect(paginator.shownTotal == 102)
        #expect(paginator.total == 100, "the server's offsets, which head pages do not cover")
        paginator.appeared(80..<90)
        await paginator.quiescent()
        #expect(!paginator.inFlight && paginator.item(at: 85) != nil)
        #expect(paginator.shownTotal == 100, "said again by an answer")
    }
}

extension PaginatorFollowTests {
    @Test func aRefreshForgetsItemsWaitingAndMovesNotTaken() async {
        let gate = Gate()
        let paginator = await numbers(count: 100, limit: 20, transport: Self.gated(gate))
        paginator.addFollowed(Self.items(["n1"]), at: .head)
        #expect(paginator.item(at: 0)?.id == "n1")
        paginator.appeared(40..<50)
        await gate.waitForWaiters(1)
        #expect(gate.waiting == 1)
        paginator.addFollowed(Self.items(["n2"]), at: .head)
        paginator.refresh()
        gate.open()
        #expect(paginator.takeListChanges().isEmpty, "moves of the list before the refresh mean nothing now")
        await paginator.quiescent()
        #expect(!paginator.inFlight && paginator.item(at: 0) != nil)
        #expect(paginator.item(at: 0)?.id == "0", "n2 waited for the old list's load; the new list starts without it")
    }
}
