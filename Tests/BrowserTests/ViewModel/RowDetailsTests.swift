import Clocks
import Networking
import Paging
import Testing
import TestSupport
@testable import Browser
@testable import Catalog

/// Rows that fill in as they appear (issue 17): Pokémon rows on screen and in the prefetch
/// window ask for their detail in the background, at most eight at once; rows that leave
/// withdraw theirs; a low rate budget asks for none; a kept detail is never asked twice.
@MainActor @Suite("Row details", .timeLimit(.minutes(1)))
struct RowDetailsTests {
    func model(_ stub: PokemonStub) -> ListViewModel {
        ListViewModel(source: PokemonList(base: try! APIBase("https://p.test"), limit: 100),
                      transport: stub.transport, clock: TestClock<Duration>())
    }

    func types(_ model: ListViewModel, _ row: Int) -> String? {
        guard case .item(let item) = model.row(at: row) else { return nil }
        return item.cells.count > 2 ? item.cells[2] : nil
    }

    /// Lets every load run out: no page and no detail in flight.
    func quiet(_ model: ListViewModel) async -> Bool {
        await model.quiet()
        return !model.paginator.inFlight && model.details.inFlight == 0
    }

    @Test func rowsThatAppearAreFilledFromTheirDetail() async {
        let stub = PokemonStub(count: 300)
        let model = model(stub)
        model.appeared(0..<20)
        await model.quiet()
        #expect(types(model, 19) == "type-20")
        #expect(types(model, 0) == "type-1")
        guard case .item(let item) = model.row(at: 0) else { Issue.record("no row"); return }
        #expect(item.imageURL == "https://p.test/sprites/1.png", "the sprite is the row's thumbnail")
    }

    @Test func atMostEightAtOnceOnScreenFirst() async {
        let gate = Gate()
        let stub = PokemonStub(count: 300, gate: gate)
        let model = model(stub)
        model.appeared(0..<20)
        await gate.waitForWaiters(8)
        #expect(gate.waiting == 8)
        for _ in 0..<50 { await Task.yield() }
        #expect(stub.detailIDs.sorted() == Array(1...8))
        #expect(model.details.inFlight == 8)
        gate.open()
        #expect(await quiet(model))
        #expect(stub.mostAtOnce == 8)
    }

    @Test func idleReturnsOnceTheRequestsInFlightHaveLanded() async {
        let gate = Gate()
        let stub = PokemonStub(count: 300, gate: gate)
        let model = model(stub)
        model.appeared(0..<20)
        await gate.waitForWaiters(8)
        let waiter = Task { @MainActor in
            await model.details.idle()
            return types(model, 7)
        }
        gate.open()
        #expect(await waiter.value == "type-8")
    }

    @Test func rowsThatLeaveBeforeTheAnswerWithdrawItAndStayEmpty() async {
        let gate = Gate()
        let stub = PokemonStub(count: 300, gate: gate)
        let model = model(stub)
        model.appeared(0..<20)
        await gate.waitForWaiters(8)
        #expect(gate.waiting == 8)
        model.disappeared(0..<20)
        #expect(model.details.inFlight == 0)
        gate.open()
        await stub.detailsReturned(8)
        #expect(stub.withdrawn == 8)
        #expect(await quiet(model))
        #expect((0..<20).allSatisfy { types(model, $0) == "" }, "a withdrawn answer fills nothing")
        #expect(stub.detailIDs.count == 8, "nothing asked again for rows off screen")
    }

    @Test func noMoreThanTheScreenAndThePrefetchWindow() async {
        let stub = PokemonStub(count: 1_000)
        let model = model(stub)
        model.appeared(0..<20)
        #expect(await quiet(model))
        // Standing still, prefetch reaches one screen ahead: rows 20..<40.
        #expect(model.paginator.lookahead == 20..<40)
        #expect(stub.detailIDs.sorted() == Array(1...40))
    }

    @Test func aKeptDetailIsNeverAskedTwice() async throws {
        let stub = PokemonStub(count: 300)
        let model = model(stub)
        model.appeared(0..<20)
        #expect(await quiet(model))
        let asked = stub.detailIDs.count
        let detail = try await model.detail(at: 3)
        #expect(detail.fields.contains { $0.label == "Types" && $0.value == "type-4" })
        model.disappeared(0..<20)
        model.appeared(0..<20)
        #expect(await quiet(model))
        #expect(stub.detailIDs.count == asked, "the pane and the rows back on screen reuse the kept details")
    }

    @Test func theDetailPaneJoinsTheRequestInFlight() async throws {
        let gate = Gate()
        let stub = PokemonStub(count: 300, gate: gate)
        let model = model(stub)
        model.appeared(0..<20)
        await gate.waitForWaiters(8)
        #expect(gate.waiting == 8)
        async let detail = model.detail(at: 0)
        for _ in 0..<50 { await Task.yield() }
        gate.open()
        #expect(try await detail.title == "p1")
        #expect(stub.detailIDs.filter { $0 == 1 }.count == 1)
    }

    @Test func aLowRateBudgetAsksForNoDetail() async {
        let stub = PokemonStub(count: 300, rateLimit: 60)
        let model = model(stub)
        model.appeared(0..<20)
        #expect(await quiet(model))
        for _ in 0..<50 { await Task.yield() }
        #expect(model.rowCount > 20 && stub.pages >= 1)
        #expect(stub.detailIDs.isEmpty)
        #expect(types(model, 0) == "")
    }

    /// Requests cannot keep up with a fast scroll (8 at once, 300 ms each: 27 rows a second):
    /// rows far enough below the screen that their answer arrives before they do come first.
    @Test func travellingAsksFirstForRowsItsAnswersReachInTime() async {
        let stub = SlowStub(latency: .milliseconds(300)) { request in
            PokemonStub.detailID(request.url) == nil
                ? PokemonStub.page(request.url, count: 1_000, rateLimit: nil) : HTTPResponse(status: 404)
        }
        let model = ListViewModel(source: PokemonList(base: try! APIBase("https://p.test"), limit: 100),
                                  transport: stub.transport, clock: stub.clock)
        model.appeared(0..<20)
        await model.paginator.parked(stub)
        #expect(stub.pending)
        await stub.advance(by: .milliseconds(300))
        await model.paginator.parked(stub)
        #expect(model.paginator.item(at: 19) != nil)
        #expect(model.details.order(ahead: model.paginator.lookahead).prefix(3) == [0, 1, 2],
                "standing still: the screen first, top down")
        for top in 1...6 {
            await stub.advance(by: .milliseconds(100) / 3)
            model.disappeared((top - 1)..<top)
            model.appeared(top..<(top + 20))
        }
        let order = model.details.order(ahead: model.paginator.lookahead)
        // About 30 rows a second for 300 ms: rows 9 or more below the screen (6..<26) arrive filled.
        #expect(order.first.map { (34...36).contains($0) } == true)
        #expect(order.firstIndex(of: 26)! > order.firstIndex(of: 40)!, "a row its answer cannot reach in time waits")
        #expect(order.last == 6, "the row about to leave comes last")
    }

    /// The travel order waits on a detail's own latency once one answered, not a page's.
    @Test func detailsTimeTheirOwnAnswers() async {
        let stub = SlowStub(latency: .milliseconds(300)) { request in
            PokemonStub.detailID(request.url) == nil
                ? PokemonStub.page(request.url, count: 300, rateLimit: nil) : HTTPResponse(status: 404)
        }
        let model = ListViewModel(source: PokemonList(base: try! APIBase("https://p.test"), limit: 100),
                                  transport: stub.transport, clock: stub.clock)
        model.appeared(0..<20)
        await model.paginator.parked(stub)
        #expect(stub.pending)
        await stub.advance(by: .milliseconds(300))
        // The page, then its eight rows' details held at the stub.
        await stub.holding(8)
        #expect(model.details.inFlight == 8 && stub.transport.requests.count == 9)
        #expect(model.details.latency == nil)
        await stub.advance(by: .milliseconds(100))
        await stub.advance(by: .milliseconds(200))
        // The eight answered, and the next eight rows' details sent in their place.
        await stub.holding(8)
        #expect(model.details.latency != nil)
        #expect(model.details.latency == .milliseconds(300))
    }

    @Test func theDeclarationSaysWhoseRowsFill() {
        #expect(PokemonList(base: try! APIBase("https://p.test")).rowEnrichment?.columns == ["Types"])
        #expect(GitHubUsers(base: try! APIBase("https://api.test")).rowEnrichment == nil)
        let enrichment = RowEnrichment(columns: ["Types"])
        #expect(enrichment.allows(nil))
        #expect(!enrichment.allows(RateLimitStatus(limit: 60, remaining: 59)), "unauthenticated GitHub")
        #expect(enrichment.allows(RateLimitStatus(limit: 5_000, remaining: 4_000)))
        #expect(!enrichment.allows(RateLimitStatus(limit: 5_000, remaining: 1_000)), "the last quarter is kept")
    }
}
