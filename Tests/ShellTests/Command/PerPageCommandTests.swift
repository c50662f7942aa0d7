import Foundation
import MockAPI
import Testing
import TestSupport

/// `--per-page` through the binary: PokeAPI's larger pages, the other sources' 100.
@Suite(.serialized) struct PerPageCommandTests {
    @Test func pokemonPagesOfFiveHundred() async throws {
        let home = TemporaryDirectory(); defer { home.remove() }
        let mock = try await MockServer.start()
        defer { Task { await mock.stop() } }
        let result = try await PagettyProcess(home: home).run(
            ["pokemon", "--print", "jsonl", "--base-url", mock.baseURL + "/pokeapi", "--per-page", "500",
             "--limit", "600", "--no-cache"])
        #expect(result.status == 0, "\(result.stderr)")
        let ids = result.objects.compactMap { $0["id"] as? String ?? ($0["id"] as? Int).map(String.init) }
        #expect(ids.count == 600 && Set(ids).count == 600)
        let asked = mock.requestLog.filter { $0.path == "/pokeapi/api/v2/pokemon" }.map { $0.query ?? "" }
        // The limit says both pages are wanted: they go out together, in either order.
        #expect(asked.sorted() == ["offset=0&limit=500", "offset=500&limit=500"])
    }

    @Test(arguments: [("github", "100"), ("qiita", "100"), ("pokemon", "1000")])
    func beyondTheSourcesRangeIsAUsageErrorNamingIt(source: String, upper: String) async throws {
        let home = TemporaryDirectory(); defer { home.remove() }
        let result = try await PagettyProcess(home: home).run(
            [source, "--per-page", String((Int(upper) ?? 0) + 1), "--print", "jsonl", "--base-url", "http://127.0.0.1:9"])
        #expect(result.status != 0)
        #expect(result.stderr.contains("--per-page takes 1 to \(upper) for \(source)"), "\(result.stderr)")
    }
}
