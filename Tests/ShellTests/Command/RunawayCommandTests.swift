import Foundation
import MockAPI
import Testing
import TestSupport

/// `pagetty url` in pipe mode with a page parameter the API ignores: stopped, told, exit 0.
@Suite(.serialized) struct RunawayCommandTests {
    @Test func aPageParameterTheAPIIgnoresStopsAfterThreeRepeatedPages() async throws {
        let home = TemporaryDirectory(); defer { home.remove() }
        let mock = try await MockServer.start()
        defer { Task { await mock.stop() } }
        // `pg` is not the mock's parameter (`page` is): every request gets the first page again.
        let result = try await PagettyProcess(home: home).run(
            ["url", mock.baseURL + "/generic/page?count=137", "--items", "data.items", "--title", "name",
             "--strategy", "page:pg,per_page", "--per-page", "25", "--total", "meta.total", "--print", "jsonl"])
        #expect(result.status == 0, "\(result.stderr)")
        #expect(result.objects.compactMap { $0["id"] as? Int } == Array((113...137).reversed()))
        let told = result.stderr.split(separator: "\n").map(String.init)
        #expect(told.count == 2, "\(told)")
        #expect(told.first?.hasPrefix("pagetty: the list moved: ") == true)
        #expect(told.last == "pagetty: the server keeps sending items already shown; stopped after 3 pages")
        // The first page and three that added nothing.
        #expect(mock.requestLog.filter { $0.path == "/generic/page" }.count == 1 + 3)
    }
}
