import Catalog
import HTTPCache
import Networking
import Testing
import TestSupport
@testable import Browser

/// Rows filled from details go through the HTTP cache (issue 17): PokeAPI, like the mock, sends
/// a day of max-age, so a second run fills the same rows without a request.
@MainActor @Suite("Row details over the HTTP cache", .timeLimit(.minutes(1)))
struct EnrichmentCacheTests {
    func fill(_ bench: MockBench, cache: TemporaryDirectory) async throws -> ListViewModel {
        let transport = CachingTransport(wrapping: CurlTransport(), store: CacheStore(directory: cache.path))
        let model = ListViewModel(source: try bench.catalog(perPage: 100), transport: bench.credentialed(transport), clock: bench.clock)
        model.appeared(0..<20)
        // Every page and detail load over curl has ended (a landed page starts details, so until both are idle at once).
        while !(model.paginator.isQuiescent && model.details.inFlight == 0), !Task.isCancelled {
            await model.paginator.quiescent()
            await model.details.idle()
        }
        #expect(!model.paginator.inFlight && model.details.inFlight == 0 && model.paginator.item(at: 0) != nil)
        return model
    }

    func types(_ model: ListViewModel, _ row: Int) -> String {
        guard case .item(let item) = model.row(at: row) else { return "?" }
        return item.cells.last ?? "?"
    }

    @Test func aSecondRunFillsRowsFromTheCacheWithoutARequest() async throws {
        let bench = try await MockBench(.pokemon)
        let cache = TemporaryDirectory()
        defer { cache.remove() }
        let first = try await fill(bench, cache: cache)
        let details = bench.server.requestLog.filter { $0.path.contains("/api/v2/pokemon/") }.count
        #expect(details == 40, "the screen of 20 and one screen ahead")
        #expect((0..<20).allSatisfy { !types(first, $0).isEmpty })
        let sent = bench.server.requestLog.count
        let second = try await fill(bench, cache: cache)
        #expect((0..<20).map { types(second, $0) } == (0..<20).map { types(first, $0) })
        #expect(bench.server.requestLog.count == sent, "pages and details were fresh in the cache")
        await bench.stop()
    }
}
