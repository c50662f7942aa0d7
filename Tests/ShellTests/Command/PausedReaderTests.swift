import Foundation
import MockAPI
import Testing
import TestSupport

/// A reader that stops reading (`| less`, left open) holds pipe mode's next write. The main
/// thread drives curl (`MainLoop`), so a write blocked there would stop the pages in flight with
/// it, and past curl's 30 s limit every one of them would fail and be asked again.
@Suite struct PausedReaderTests {
    @Test func pagesInFlightFinishWhileTheReaderPauses() async throws {
        let home = TemporaryDirectory(); defer { home.remove() }
        let mock = try await MockServer.start()
        defer { Task { await mock.stop() } }
        let run = try FollowedProcess(PagettyProcess(home: home),
                                      ["pokemon", "--print", "tsv", "--per-page", "20", "--parallel", "6", "--no-cache"],
                                      ["PAGETTY_POKEAPI_URL": mock.baseURL + "/pokeapi"])
        defer { run.stop() }
        // About 80 KB of rows against a 64 KiB pipe: the writes block near the end of the list,
        // with pages read ahead in flight. Nothing is read for longer than curl's total limit.
        try await Task.sleep(for: .seconds(32))
        var rows = 0
        while await run.line() != nil { rows += 1 }
        #expect(await run.exited())
        #expect(run.process.terminationStatus == 0)
        let pages = mock.requestLog.filter { $0.path == "/pokeapi/api/v2/pokemon" }.count
        #expect(rows > 1_100)
        #expect(pages == (rows + 19) / 20, "a page asked again: \(pages) requests for \(rows) rows")
    }
}
