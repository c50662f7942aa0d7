import Catalog
import Networking
@testable import Paging
import Testing
import TestSupport

/// The read-ahead transport sends the pages after the one asked for, and stops doing so when the
/// rate budget runs low.
@Suite(.timeLimit(.minutes(1))) struct ReadAheadTransportTests {
    static func page(from first: Int, total: Int) -> Page {
        Page(items: (first..<(first + 10)).map { ListItem(id: "\($0)", cells: []) }, total: total)
    }

    /// A PokeAPI source on a stub answering every request with `headers`; its first key noted.
    static func setUp(headers: HTTPHeaders = [:]) throws -> (ReadAheadTransport, StubTransport, any PageSource) {
        let stub = StubTransport { request in HTTPResponse(status: 200, headers: headers, effectiveURL: request.url) }
        let source = SequentialSource(try BuiltInSource.pokemon.make(base: "https://pokeapi.co", perPage: 10))
        let readAhead = ReadAheadTransport(wrapping: stub, source: source, parallel: 4, limit: nil, lowBudget: 5)
        return (readAhead, stub, source)
    }

    static func send(_ key: PageKey, _ readAhead: ReadAheadTransport, _ source: any PageSource) async throws {
        // As the paginator does (`fetchPage`): the key told, then the request sent.
        var request = source.request(for: key)
        request.url = source.base.resolve(request.url)
        readAhead.note(key, url: request.url)
        _ = try await readAhead.send(request)
    }

    @Test func theNextPagesGoOutWithTheOneAskedForMoreWithEachGoodPage() async throws {
        let (readAhead, stub, source) = try Self.setUp()
        try await Self.send(.offset(0, limit: 10), readAhead, source)
        // PokeAPI's pages say the total: the second goes with the first, before the end is known.
        #expect(readAhead.requestsSentAhead == 1)
        readAhead.learn(Self.page(from: 0, total: 45))
        try await Self.send(.offset(10, limit: 10), readAhead, source)
        // Two more once the first came back: 20 and 30.
        #expect(readAhead.requestsSentAhead == 3)
        readAhead.learn(Self.page(from: 10, total: 45))
        try await Self.send(.offset(20, limit: 10), readAhead, source)
        // Then 40 (the total ends inside it), none at 50.
        #expect(readAhead.requestsSentAhead == 4)
        try await Self.send(.offset(30, limit: 10), readAhead, source)
        try await Self.send(.offset(40, limit: 10), readAhead, source)
        await readAhead.settled()
        // Each page went out once: those asked for later were answered from the ones sent ahead.
        #expect(Set(stub.requests.map(\.url)).count == 5)
        #expect(stub.requests.count == 5)
        readAhead.stop()
    }

    /// A generic offset list at `perPage` (nil: the size left to the server), read ahead 4 wide.
    static func generic(perPage: String?) throws -> (ReadAheadTransport, StubTransport, any PageSource) {
        let stub = StubTransport { request in HTTPResponse(status: 200, effectiveURL: request.url) }
        let spec = try GenericSpec.parse(url: "https://api.example/list", items: "data", title: "name",
                                         strategy: "offset:offset,limit", total: "total", perPage: perPage)
        let source = SequentialSource(try GenericSource(spec: spec, environment: [:]))
        return (ReadAheadTransport(wrapping: stub, source: source, parallel: 4, limit: nil, lowBudget: 5), stub, source)
    }

    static func items(_ range: Range<Int>) -> Page {
        Page(items: range.map { ListItem(id: "\($0)", cells: []) }, total: 237)
    }

    /// Pages of 50 where 80 were asked (a cap) or none was (the server's default): once the first
    /// two agree on 50, the pages after step by it, as the paginator's offsets do.
    @Test(arguments: ["80", nil])
    func pagesServedAtAnotherSizeAreReadAheadAtThatSize(perPage: String?) async throws {
        let (readAhead, stub, source) = try Self.generic(perPage: perPage)
        let asked = perPage.flatMap { Int($0) } ?? 20
        try await Self.send(.offset(0, limit: asked), readAhead, source)
        let before = readAhead.requestsSentAhead
        readAhead.learn(Self.items(0..<50))
        try await Self.send(.offset(50, limit: asked), readAhead, source)
        #expect(readAhead.requestsSentAhead == before, "one page of 50 does not say the size")
        readAhead.learn(Self.items(50..<100))
        try await Self.send(.offset(100, limit: asked), readAhead, source)
        // 150 and 200 ahead (250 is past the total), the very requests the paginator asks for next.
        #expect(readAhead.requestsSentAhead == before + 2)
        try await Self.send(.offset(150, limit: asked), readAhead, source)
        await readAhead.settled()
        let sent = stub.requests.map(\.url)
        #expect(sent.filter { $0.contains("offset=150") }.count == 1, "\(sent)")
        #expect(!sent.contains { $0.contains("offset=250") })
        readAhead.stop()
    }

    /// A first page short of items the server dropped after cutting it (8 of 10) is not a cap:
    /// the second, full, stops nothing but sends no guess stepped by 8 either.
    @Test func aFirstPageShortForAnotherReasonIsNotTakenForTheSize() async throws {
        let (readAhead, _, source) = try Self.generic(perPage: "10")
        try await Self.send(.offset(0, limit: 10), readAhead, source)
        let withTheFirst = readAhead.requestsSentAhead
        readAhead.learn(Self.items(0..<8))
        try await Self.send(.offset(8, limit: 10), readAhead, source)
        // Nothing at 16 and 24, which the paginator, stepping by each page's own count, never asks.
        #expect(readAhead.requestsSentAhead == withTheFirst)
        readAhead.stop()
    }

    @Test func aPageRepeatingThePreviousOneStopsTheGuesses() async throws {
        let (readAhead, stub, source) = try Self.setUp()
        try await Self.send(.offset(0, limit: 10), readAhead, source)
        // Only the second page, which went with the first.
        let withTheFirst = readAhead.requestsSentAhead
        readAhead.learn(Self.page(from: 0, total: 100))
        readAhead.learn(Self.page(from: 5, total: 100))
        try await Self.send(.offset(10, limit: 10), readAhead, source)
        await readAhead.settled()
        #expect(readAhead.requestsSentAhead == withTheFirst)
        // The pages at 0 and 10, once each: the one read ahead was dropped (the list moved) and
        // asked again, whether or not it had gone out before that.
        #expect(Set(stub.requests.map(\.url)).count == 2)
    }

    @Test func aLowBudgetSendsOneAtATime() async throws {
        let (readAhead, stub, source) = try Self.setUp(headers: ["Rate-Limit": "60", "Rate-Remaining": "4"])
        try await Self.send(.offset(0, limit: 10), readAhead, source)
        // Only the second page, sent with the first before its budget was known.
        let withTheFirst = readAhead.requestsSentAhead
        readAhead.learn(Self.page(from: 0, total: 100))
        try await Self.send(.offset(10, limit: 10), readAhead, source)
        await readAhead.settled()
        #expect(readAhead.requestsSentAhead == withTheFirst)
        #expect(stub.requests.count == 2)
    }
}
