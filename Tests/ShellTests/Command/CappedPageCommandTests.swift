import Foundation
import MockAPI
import Testing
import TestSupport

/// `pagetty url` in pipe mode against the mock's generic API capped below the size asked.
@Suite(.serialized) struct CappedPageCommandTests {
    @Test(arguments: [
        ("/generic/offset", "offset:offset,limit", true, 6), ("/generic/offset", "offset:offset,limit", false, 7),
        ("/generic/page", "page:page,per_page", true, 6), ("/generic/page", "page:page,per_page", false, 7),
    ])
    func aCappedListIsPrintedWholeAndTheCapIsTold(path: String, strategy: String, withTotal: Bool,
                                                  requests: Int) async throws {
        let home = TemporaryDirectory(); defer { home.remove() }
        let mock = try await MockServer.start()
        defer { Task { await mock.stop() } }
        // 137 items, 50 asked, 25 served.
        let result = try await PagettyProcess(home: home).run(
            ["url", mock.baseURL + path + "?count=137&max_limit=25", "--items", "data.items", "--title", "name",
             "--strategy", strategy, "--per-page", "50", "--print", "jsonl"]
                + (withTotal ? ["--total", "meta.total"] : []))
        #expect(result.status == 0, "\(result.stderr)")
        #expect(result.objects.compactMap { $0["id"] as? Int } == Array((1...137).reversed()))
        #expect(result.stderr == "pagetty: server returns 25 items per page\n")
        // Six pages; without a total the empty seventh says the list ended.
        #expect(mock.requestLog.filter { $0.path.hasPrefix(path) }.count == requests)
    }
}
