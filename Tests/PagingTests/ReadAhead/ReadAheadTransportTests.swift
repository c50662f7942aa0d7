import Catalog
import Networking
import Paging
import Testing
import TestSupport

/// A list read in order sends the pages after the one asked for ahead of it, more with each good
/// page, and stops doing so when the pages or the rate budget say to.
@MainActor @Suite(.timeLimit(.minutes(1))) struct ReadAheadTransportTests {
    static func pokemon() throws -> any PageSource {
        try BuiltInSource.pokemon.make(base: "https://pokeapi.co", perPage: 10)
    }

    nonisolated static func offset(_ request: HTTPRequest) -> Int? {
        Fixtures.query("offset", in: request.url).flatMap(Int.init)
    }

    /// Answers the requests held for the page at `offset` with `respond`.
    static func answer(_ offset: Int, _ transport: HeldTransport, with respond: (HTTPRequest) -> HTTPResponse) {
        transport.answer(where: { Self.offset($0) == offset }, with: respond)
    }

    /// A transport holding every request until `release` opens, then answering each with `respond`.
    static func held(until release: Gate, _ respond: @escaping @Sendable (HTTPRequest) -> HTTPResponse)
        -> HeldTransport {
        HeldTransport { request in release.isOpen ? respond(request) : nil }
    }

    static func timesAsked(_ requests: [HTTPRequest]) -> [Int: Int] {
        requests.reduce(into: [:]) { $0[Self.offset($1) ?? -1, default: 0] += 1 }
    }

    @Test func theNextPagesGoOutWithTheOneAskedForMoreWithEachGoodPage() async throws {
        let respond: @Sendable (HTTPRequest) -> HTTPResponse = { Fixtures.pokemonResponse($0.url, total: 45) }
        let release = Gate()
        let transport = Self.held(until: release, respond)
        let paginator = Paginator.readingInOrder(try Self.pokemon(), over: transport, parallel: 4)
        defer { paginator.stopReading() }
        paginator.want(row: 0)
        await transport.holding(2)
        // PokeAPI's pages say the total: the second goes with the first, before the end is known.
        #expect(paginator.requestsSentAhead == 1)
        Self.answer(0, transport, with: respond)
        await paginator.parked(transport)
        paginator.want(row: 10)
        await transport.holding(3)
        // Two more once the first came back: 20 and 30.
        #expect(paginator.requestsSentAhead == 3)
        Self.answer(10, transport, with: respond)
        await paginator.parked(transport)
        paginator.want(row: 20)
        await transport.holding(3)
        // Then 40 (the total ends inside it), none at 50.
        #expect(paginator.requestsSentAhead == 4)
        release.open()
        transport.answer(with: respond)
        await paginator.read([20, 30, 40, 45])
        #expect(paginator.item(at: 44)?.id == "45")
        // Each page went out once: those asked for later were answered from the ones sent ahead.
        #expect(Set(transport.requests.map(\.url)).count == 5)
        #expect(transport.requests.count == 5)
    }

    /// A generic offset list at `perPage` (nil: the size left to the server).
    static func generic(perPage: String?) throws -> any PageSource {
        let spec = try GenericSpec.parse(url: "https://api.example/list", items: "data", title: "name",
                                         strategy: "offset:offset,limit", total: "total", perPage: perPage)
        return try GenericSource(spec: spec, environment: [:])
    }

    /// The page at `request`'s offset of a list of 237, `size` items whatever was asked.
    nonisolated static func served(_ request: HTTPRequest, size: Int) -> HTTPResponse {
        let offset = Self.offset(request) ?? 0
        let items = (offset..<min(offset + size, 237)).map { #"{"id":\#($0),"name":"i\#($0)"}"# }
        let body = #"{"data":[\#(items.joined(separator: ","))],"total":237}"#
        return HTTPResponse(status: 200, body: Array(body.utf8), effectiveURL: request.url)
    }

    /// Pages of 50 where 80 were asked (a cap) or none was (the server's default): once the first
    /// two agree on 50, the pages after step by it, as the paginator's offsets do.
    @Test(arguments: ["80", nil])
    func pagesServedAtAnotherSizeAreReadAheadAtThatSize(perPage: String?) async throws {
        let respond: @Sendable (HTTPRequest) -> HTTPResponse = { Self.served($0, size: 50) }
        let release = Gate()
        let transport = Self.held(until: release, respond)
        let paginator = Paginator.readingInOrder(try Self.generic(perPage: perPage), over: transport, parallel: 4)
        defer { paginator.stopReading() }
        // The first; with the size sent, the second (at 80) goes with it.
        let withTheFirst = perPage == nil ? 1 : 2
        paginator.want(row: 0)
        await transport.holding(withTheFirst)
        let before = paginator.requestsSentAhead
        Self.answer(0, transport, with: respond)
        await paginator.parked(transport)
        paginator.want(row: 50)
        await transport.holding(withTheFirst)
        #expect(paginator.requestsSentAhead == before, "one page of 50 does not say the size")
        Self.answer(50, transport, with: respond)
        await paginator.parked(transport)
        paginator.want(row: 100)
        await transport.holding(withTheFirst + 2)
        // 150 and 200 ahead (250 is past the total), the very requests the paginator asks for next.
        #expect(paginator.requestsSentAhead == before + 2)
        release.open()
        transport.answer(with: respond)
        await paginator.read([100, 150, 200, 237])
        #expect(paginator.item(at: 236)?.id == "236")
        let sent = transport.requests.map(\.url)
        #expect(sent.filter { $0.contains("offset=150") }.count == 1, "\(sent)")
        #expect(!sent.contains { $0.contains("offset=250") })
    }

    /// A first page short of items the server dropped after cutting it (8 of 10) is not a cap:
    /// the second, full, stops nothing but sends no guess stepped by 8 either.
    @Test func aFirstPageShortForAnotherReasonIsNotTakenForTheSize() async throws {
        let respond: @Sendable (HTTPRequest) -> HTTPResponse = { Self.served($0, size: Self.offset($0) == 0 ? 8 : 10) }
        let release = Gate()
        let transport = Self.held(until: release, respond)
        let paginator = Paginator.readingInOrder(try Self.generic(perPage: "10"), over: transport, parallel: 4)
        defer { paginator.stopReading() }
        paginator.want(row: 0)
        await transport.holding(2)
        let withTheFirst = paginator.requestsSentAhead
        Self.answer(0, transport, with: respond)
        await paginator.parked(transport)
        paginator.want(row: 8)
        // The page at 10 that went with the first, and the one at 8 the paginator asks for.
        await transport.holding(2)
        // Nothing at 16 and 24, which the paginator, stepping by each page's own count, never asks.
        #expect(paginator.requestsSentAhead == withTheFirst)
        #expect(transport.held.compactMap(Self.offset).sorted() == [8, 10])
        release.open()
        transport.answer(with: respond)
        await paginator.read([8])
        #expect(paginator.item(at: 8)?.id == "8")
    }

    /// Five items posted at the head after the first page was answered: the second repeats five
    /// of its items. The pages sent ahead before that showed are dropped and asked again in their
    /// turn, their answers from before the move not shown, and nothing more goes ahead.
    @Test func aPageRepeatingThePreviousOneStopsTheGuesses() async throws {
        let moved: @Sendable (HTTPRequest) -> HTTPResponse = { Fixtures.pokemonResponse($0.url, total: 40, posted: 5) }
        let before: (HTTPRequest) -> HTTPResponse = { Fixtures.pokemonResponse($0.url, total: 40) }
        let release = Gate()
        let transport = Self.held(until: release, moved)
        let paginator = Paginator.readingInOrder(try Self.pokemon(), over: transport, parallel: 4)
        defer { paginator.stopReading() }
        paginator.want(row: 0)
        await transport.holding(2)
        Self.answer(0, transport, with: before)
        await paginator.parked(transport)
        paginator.want(row: 10)
        // Asking the second sends the two after it ahead: the repeat shows only in its answer.
        await transport.holding(3)
        let withTheSecond = paginator.requestsSentAhead
        Self.answer(10, transport, with: moved)
        await paginator.parked(transport)
        // The answers to the pages dropped come back from before the move: nobody takes them.
        Self.answer(20, transport, with: before)
        Self.answer(30, transport, with: before)
        await paginator.aheadSettled()
        release.open()
        await paginator.read([15, 25, 35, 45])
        #expect(paginator.requestsSentAhead == withTheSecond)
        // Rows from the answers asked in turn: 16 is the item at offset 20 of the list moved.
        #expect(paginator.item(at: 15)?.id == "16")
        #expect(paginator.item(at: 39)?.id == "40")
        // The pages at 0 and 10 once each; those at 20 and 30 went ahead, were dropped (the list
        // moved) and asked again in their turn.
        #expect(Self.timesAsked(transport.requests) == [0: 1, 10: 1, 20: 2, 30: 2, 40: 1])
    }

    @Test func aLowBudgetSendsOneAtATime() async throws {
        let stub = StubTransport { request in
            var response = Fixtures.pokemonResponse(request.url, total: 100)
            response.headers = ["Rate-Limit": "60", "Rate-Remaining": "4"]
            return response
        }
        let paginator = Paginator.readingInOrder(try Self.pokemon(), over: stub, parallel: 4)
        defer { paginator.stopReading() }
        await paginator.read([0])
        // Only the second page, sent with the first before its budget was known.
        let withTheFirst = paginator.requestsSentAhead
        await paginator.read([10])
        #expect(paginator.requestsSentAhead == withTheFirst)
        #expect(stub.requests.count == 2)
    }
}
