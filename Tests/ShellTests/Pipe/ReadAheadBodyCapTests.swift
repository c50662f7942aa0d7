import Catalog
import Networking
import Paging
@testable import Shell
import Testing
import TestSupport

/// Pages sent ahead may have bodies near the pages the list has shown, not the whole cap each:
/// ten endless bodies at once would hold ten times the cap.
@Suite struct ReadAheadBodyCapTests {
    /// PokeAPI pages of 10 whose bodies are `size(offset)` bytes (padding after the items), held
    /// to each request's `bodyCap` as curl holds them.
    static func server(size: @escaping @Sendable (Int) -> Int) -> StubTransport {
        StubTransport { request throws(HTTPError) in
            let offset = Int(request.url.split(separator: "offset=")[1].prefix { $0.isNumber })!
            let results = (offset..<(offset + 10)).map { "{\"name\":\"p\($0 + 1)\",\"url\":\"https://pokeapi.co/api/v2/pokemon/\($0 + 1)/\"}" }
            var body = "{\"count\":40,\"next\":null,\"results\":[" + results.joined(separator: ",") + "]}"
            body += String(repeating: " ", count: max(0, size(offset) - body.utf8.count))
            if let cap = request.bodyCap, body.utf8.count > cap { throw .bodyTooLarge(limit: cap) }
            return HTTPResponse(status: 200, body: Array(body.utf8), effectiveURL: request.url)
        }
    }

    static func setUp(_ stub: StubTransport) throws -> (ReadAheadTransport, any PageSource) {
        let source = SequentialSource(try BuiltInSource.pokemon.make(base: "https://pokeapi.co", perPage: 10))
        return (ReadAheadTransport(wrapping: stub, source: source, parallel: 4, limit: nil, lowBudget: 5, aheadBodyFloor: 5_000),
                source)
    }

    @Test func pagesAheadAreCappedAtTheFloorThenAtFourTimesTheLargestPage() async throws {
        let stub = Self.server { _ in 2_000 }
        let (readAhead, source) = try Self.setUp(stub)
        try await ReadAheadTransportTests.send(.offset(0, limit: 10), readAhead, source)
        readAhead.learn(ReadAheadTransportTests.page(from: 0, total: 40))
        try await ReadAheadTransportTests.send(.offset(10, limit: 10), readAhead, source)
        let caps = stub.requests.map(\.bodyCap)
        // The first as the paginator asked it; the second, sent with it, at the floor; the two
        // after the first came back at four times its 2,000 bytes.
        #expect(caps == [nil, 5_000, 8_000, 8_000])
        readAhead.stop()
    }

    @Test func aPageAheadPastItsShareIsAskedAgainInItsTurnUnderTheCapAlone() async throws {
        // Small pages, then one of 30,000 bytes: past the floor (and four times 1,000).
        let stub = Self.server { $0 == 20 ? 30_000 : 1_000 }
        let (readAhead, source) = try Self.setUp(stub)
        let wrapped = ReadAheadSource(inner: source, readAhead: readAhead)
        var bodies: [Int] = []
        for offset in stride(from: 0, to: 40, by: 10) {
            var request = wrapped.request(for: .offset(offset, limit: 10))
            request.url = source.base.resolve(request.url)
            bodies.append(try await readAhead.send(request).body.count)
            readAhead.learn(ReadAheadTransportTests.page(from: offset, total: 40))
        }
        #expect(bodies == [1_000, 1_000, 30_000, 1_000])
        let third = stub.requests.filter { $0.url.contains("offset=20") }
        #expect(third.map(\.bodyCap) == [5_000, nil])
        readAhead.stop()
    }
}
