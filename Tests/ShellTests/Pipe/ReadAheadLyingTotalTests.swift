import Catalog
import Clocks
import Networking
import Paging
import Shell
import Testing
import TestSupport

/// A total that says more than the list holds: pages are read ahead toward it, and the waste
/// must stay bounded by the width, not grow with the lie.
@MainActor @Suite struct ReadAheadLyingTotalTests {
    /// PokeAPI's `count` says 10,000; the list holds 45. One after the other: 0, 10, 20, 30, 40
    /// (short, but the total says more) and 45 (empty: the end). Read ahead six at a time: those
    /// and at most five guesses past the end, however far the total points.
    @Test(arguments: [1, 6])
    func aTotalThatLiesHighCostsAtMostTheWidthPastTheEnd(parallel: Int) async throws {
        let stub = StubTransport { request in
            let offset = Int(request.url.split(separator: "offset=")[1].prefix { $0.isNumber })!
            let ids = offset < 45 ? Array(offset..<min(offset + 10, 45)) : []
            let results = ids.map { "{\"name\":\"p\($0 + 1)\",\"url\":\"https://pokeapi.co/api/v2/pokemon/\($0 + 1)/\"}" }
            let body = "{\"count\":10000,\"next\":\"https://pokeapi.co/api/v2/pokemon?offset=\(offset + 10)&limit=10\","
                + "\"results\":[" + results.joined(separator: ",") + "]}"
            return HTTPResponse(status: 200, body: Array(body.utf8))
        }
        var configuration = PagingConfiguration()
        configuration.parallelPages = parallel
        var lines = 0
        let runner = PipeRunner(source: SequentialSource(try BuiltInSource.pokemon.make(base: "https://pokeapi.co", perPage: 10)),
                                transport: stub, clock: TestClock(), configuration: configuration,
                                fields: BuiltInSource.pokemon.pipeFields, format: .tsv, limit: nil,
                                write: { bytes in lines += bytes.filter { $0 == 10 }.count; return true },
                                diagnose: { _ in })
        #expect(try await runner.run() == 45)
        #expect(lines == 45)
        let sequential = 6
        #expect(stub.requests.count <= sequential + parallel - 1, "\(stub.requests.map(\.url))")
        #expect(stub.requests.count >= sequential)
    }
}
