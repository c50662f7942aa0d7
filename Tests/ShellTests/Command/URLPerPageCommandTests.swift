import Foundation
import MockAPI
import Testing
import TestSupport

/// `--per-page` with strategies that follow the server's links or cursors: it sets the size the
/// URL asks (the probe's too, so the first page is asked once), or is refused, never dropped.
@Suite(.serialized) struct URLPerPageCommandTests {
    /// A URL with an offset or page parameter but no size gets the size that goes with it, on the
    /// probe too, so the first page is not fetched at two sizes.
    @Test func theSizeTheURLAsksIsSetOnEveryRequest() async throws {
        let home = TemporaryDirectory(); defer { home.remove() }
        let mock = try await MockServer.start()
        defer { Task { await mock.stop() } }
        for (path, name) in [("/generic/link?per_page=5", "per_page"), ("/generic/cursor?limit=5", "limit"),
                             ("/generic/offset?offset=0", "limit"), ("/generic/page?page=1", "per_page")] {
            let before = mock.requestLog.count
            let result = try await PagettyProcess(home: home).run(["url", mock.baseURL + path, "--per-page", "7", "--print", "jsonl"])
            #expect(result.status == 0, "\(result.stderr)")
            #expect(result.objects.compactMap { $0["id"] as? Int } == Array((1...60).reversed()), "\(path)")
            let asked = mock.requestLog.dropFirst(before).map { $0.query ?? "" }
            // 60 items at 7 a page: 9 pages, the probe the first of them.
            #expect(asked.count == 9, "\(path): \(asked)")
            #expect(asked.allSatisfy { $0.contains("\(name)=7") }, "\(path): \(asked)")
        }
    }

    @Test func aSizeWithNowhereToGoIsAUsageErrorBeforeAnyRowIsPrinted() async throws {
        let home = TemporaryDirectory(); defer { home.remove() }
        let mock = try await MockServer.start()
        defer { Task { await mock.stop() } }
        let linked = try await PagettyProcess(home: home).run(["url", mock.baseURL + "/generic/link", "--per-page", "7", "--print", "jsonl"])
        #expect(linked.status == 64)
        #expect(linked.stdout.isEmpty)
        #expect(linked.stderr.hasPrefix("Error: --per-page does not apply to strategy 'link' with no page size in the URL: "), "\(linked.stderr)")
        let given = try await PagettyProcess(home: home).run(
            ["url", mock.baseURL + "/generic/next", "--strategy", "next:next", "--items", "data.items", "--per-page", "7", "--print", "jsonl"])
        #expect(given.status == 64)
        #expect(given.stderr.contains("strategy 'next:next'"), "\(given.stderr)")
        #expect(mock.requestLog.filter { $0.path == "/generic/next" }.isEmpty)
        // No pagination found: the message does not name the `link` the user never gave.
        // (`/generic/offset` itself is paged now, by asking: five items capped, with no total, are a list with no pagination.)
        let unpaged = try await PagettyProcess(home: home).run(["url", mock.baseURL + "/generic/since?max_limit=5", "--per-page", "7", "--print", "jsonl"])
        #expect(unpaged.status == 64)
        #expect(unpaged.stderr.hasPrefix("Error: --per-page does not apply: no pagination was found and the URL asks no page size"),
                "\(unpaged.stderr)")
    }

    @Test func aProfilesSizeWithNowhereToGoIsBadSettings() async throws {
        let home = TemporaryDirectory(); defer { home.remove() }
        let mock = try await MockServer.start()
        defer { Task { await mock.stop() } }
        let config = home.path + "/config.toml"
        try """
            [profiles.feed]
            url = "\(mock.baseURL)/generic/cursor"
            items = "data.items"
            strategy = "cursor:cursor=meta.next_cursor"
            per_page = 7
            """.write(toFile: config, atomically: true, encoding: .utf8)
        let result = try await PagettyProcess(home: home).run(["@feed", "--config", config, "--print", "jsonl"])
        #expect(result.status == 2)
        #expect(result.stderr.hasPrefix("pagetty: --per-page does not apply to strategy 'cursor:cursor=meta.next_cursor'"), "\(result.stderr)")
    }
}
