import Catalog
import Clocks
import Networking
import Paging
import Shell
import Testing
import TestSupport

/// How many round trips a dump takes with the default `parallel`: the generic list
/// (12 pages of 5 whose first says the total) in two, the first two pages and then all ten others.
@MainActor @Suite(.timeLimit(.minutes(1))) struct ReadAheadRoundTripTests {
    /// The page at `request`'s offset of a list of 60, five a page, stating its total.
    nonisolated static func page(_ request: HTTPRequest) -> HTTPResponse {
        let offset = Int(request.url.split(separator: "offset=")[1].prefix { $0.isNumber })!
        let items = (offset..<min(offset + 5, 60)).map { "{\"id\":\($0),\"name\":\"i\($0)\"}" }
        let body = "{\"data\":{\"items\":[" + items.joined(separator: ",") + "]},\"meta\":{\"total\":60}}"
        return HTTPResponse(status: 200, body: Array(body.utf8), effectiveURL: request.url)
    }

    @Test func aDozenPagesWithATotalTakeTwoRoundTripsByDefault() async throws {
        let spec = try GenericSpec.parse(url: "https://api.example/list", items: "data.items", title: "name",
                                         strategy: "offset:offset,limit", total: "meta.total", perPage: "5")
        let transport = HeldTransport()
        let runner = PipeRunner(source: SequentialSource(try GenericSource(spec: spec, environment: [:])),
                                transport: transport, clock: TestClock(), configuration: PagingConfiguration(),
                                fields: PipeFields(titleColumn: 0, numericIDs: true), format: .tsv, limit: nil,
                                write: { _ in true }, diagnose: { _ in })
        let run = Task { @MainActor in try await runner.run() }
        // First round trip: the first page, and the second with it (the first will say the end).
        await transport.holding(2)
        #expect(transport.held.count == 2)
        transport.answer(with: Self.page)
        // Second: the ten others at once, every one the total leaves.
        await transport.holding(10)
        #expect(transport.held.count == 10, "held in the second round trip: \(transport.held.count)")
        #expect(transport.requests.count == 12)
        // No third: the dump ends with these answers (a third round trip would hold it until the time limit).
        transport.answer(with: Self.page)
        #expect(try await run.value == 60)
        #expect(transport.requests.count == 12)
    }
}
