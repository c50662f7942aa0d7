import Foundation
import MockAPI
import Testing
import TestSupport

/// Qiita's wall is page 100 whatever `per_page` is: pipe mode ends there, says so, and exits 0.
@Suite(.serialized) struct QiitaCapCommandTests {
    @Test func fiftyAPageEndsAfterFiveThousandRowsAtPageOneHundred() async throws {
        let home = TemporaryDirectory(); defer { home.remove() }
        // A hundred requests: authenticated, as 60 an hour is Qiita's anonymous budget.
        var configuration = MockConfiguration()
        configuration.tokens = ["qiita-test-token"]
        let mock = try await MockServer.start(configuration)
        defer { Task { await mock.stop() } }
        let result = try await PagettyProcess(home: home).run(
            ["qiita", "--print", "tsv", "--base-url", mock.baseURL + "/qiita", "--per-page", "50", "--no-cache"],
            ["QIITA_TOKEN": "qiita-test-token"])
        #expect(result.status == 0, "\(result.stderr)")
        let ids = result.lines.map { $0.split(separator: "\t", omittingEmptySubsequences: false).first.map(String.init) ?? "" }
        #expect(ids.count == 5_000 && Set(ids).count == 5_000)
        #expect(result.stderr == "pagetty: Qiita serves at most 100 pages (5,000 items)\n")
        let pages = mock.requestLog.filter { $0.path == "/qiita/api/v2/items" }.compactMap { logged in
            logged.query.flatMap { URLComponents(string: "?" + $0)?.queryItems?.first { $0.name == "page" }?.value }
                .flatMap(Int.init)
        }
        // Sent side by side, they reach the mock in any order: each page once is what counts.
        #expect(pages.sorted() == Array(1...100))
    }
}
