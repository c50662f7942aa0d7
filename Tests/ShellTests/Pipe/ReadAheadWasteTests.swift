import Catalog
import Clocks
import Networking
import Paging
import Shell
import Testing
import TestSupport

/// What reading ahead can cost past a list's end: guesses the server then answers empty, which
/// must stay bounded by the width, never grow with a total's lie or a limit's distance.
@MainActor @Suite struct ReadAheadWasteTests {
    /// A PokeAPI server holding `holds` items whose `count` says `claims`.
    static func pokeAPI(holds: Int, claims: Int) -> StubTransport {
        StubTransport { request in
            let offset = Int(request.url.split(separator: "offset=")[1].prefix { $0.isNumber })!
            let ids = offset < holds ? Array(offset..<min(offset + 10, holds)) : []
            let results = ids.map { "{\"name\":\"p\($0 + 1)\",\"url\":\"https://pokeapi.co/api/v2/pokemon/\($0 + 1)/\"}" }
            let body = "{\"count\":\(claims),\"next\":\"https://pokeapi.co/api/v2/pokemon?offset=\(offset + 10)&limit=10\","
                + "\"results\":[" + results.joined(separator: ",") + "]}"
            return HTTPResponse(status: 200, body: Array(body.utf8))
        }
    }

    /// A generic offset list of `holds` items, five a page, that says no total.
    static func untotalled(holds: Int) -> StubTransport {
        StubTransport { request in
            let offset = Int(request.url.split(separator: "offset=")[1].prefix { $0.isNumber })!
            let ids = offset < holds ? Array(offset..<min(offset + 5, holds)) : []
            let body = "{\"data\":{\"items\":[" + ids.map { "{\"id\":\($0),\"name\":\"i\($0)\"}" }.joined(separator: ",") + "]}}"
            return HTTPResponse(status: 200, body: Array(body.utf8))
        }
    }

    /// Dumps `source` over `stub` with `parallel` at once: the rows written.
    static func dump(_ source: any PageSource, over stub: StubTransport, parallel: Int, limit: Int?,
                     fields: PipeFields) async throws -> Int {
        var configuration = PagingConfiguration()
        configuration.parallel = parallel
        var lines = 0
        let runner = PipeRunner(source: SequentialSource(source), transport: stub, clock: TestClock(),
                                configuration: configuration, fields: fields, format: .tsv, limit: limit,
                                write: { bytes in lines += bytes.filter { $0 == 10 }.count; return true },
                                diagnose: { _ in })
        #expect(try await runner.run() == lines)
        return lines
    }

    static func pokemon() throws -> any PageSource {
        try BuiltInSource.pokemon.make(base: "https://pokeapi.co", perPage: 10)
    }

    /// PokeAPI's `count` says 10,000; the list holds 45. One after the other: 0, 10, 20, 30, 40
    /// (short, but the total says more) and 45 (empty: the end). Read ahead six at a time: those
    /// and at most five guesses past the end, however far the total points.
    @Test(arguments: [1, 6])
    func aTotalThatLiesHighCostsAtMostTheWidthPastTheEnd(parallel: Int) async throws {
        let stub = Self.pokeAPI(holds: 45, claims: 10_000)
        #expect(try await Self.dump(Self.pokemon(), over: stub, parallel: parallel, limit: nil,
                                    fields: BuiltInSource.pokemon.pipeFields) == 45)
        let sequential = 6
        #expect(stub.requests.count <= sequential + parallel - 1, "\(stub.requests.map(\.url))")
        #expect(stub.requests.count >= sequential)
    }

    /// A list of one page, with no `--limit`: its second page went with the first before the
    /// first said the total, and is the one request more.
    @Test func aListOfOnePageCostsOneRequestMore() async throws {
        let stub = Self.pokeAPI(holds: 7, claims: 7)
        #expect(try await Self.dump(Self.pokemon(), over: stub, parallel: 6, limit: nil,
                                    fields: BuiltInSource.pokemon.pipeFields) == 7)
        #expect(stub.requests.count <= 2, "\(stub.requests.map(\.url))")
    }

    /// A list that says no total, dumped with a `--limit` past its end: the limit is all that
    /// bounds the pages ahead, so up to the width of them are guesses past the end (one after the
    /// other, 0 to 55 and the empty page at 60).
    @Test(arguments: [1, 6])
    func aLimitPastTheEndOfAListWithoutATotalCostsAtMostTheWidthPastTheEnd(parallel: Int) async throws {
        let stub = Self.untotalled(holds: 60)
        let spec = try GenericSpec.parse(url: "https://api.example/list", items: "data.items", title: "name",
                                         strategy: "offset:offset,limit", perPage: "5")
        #expect(try await Self.dump(GenericSource(spec: spec, environment: [:]), over: stub, parallel: parallel,
                                    limit: 1000, fields: PipeFields(titleColumn: 0, numericIDs: true)) == 60)
        let sequential = 13
        #expect(stub.requests.count <= sequential + parallel - 1, "\(stub.requests.map(\.url))")
        #expect(stub.requests.count >= sequential)
    }
}
