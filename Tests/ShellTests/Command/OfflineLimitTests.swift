import Foundation
import MockAPI
import Testing
import TestSupport

/// The binary offline with another `--limit` than the cached run's: a `--limit` sets the page
/// size, hence the pages' URLs, yet a stored list long enough serves it.
@Suite(.serialized) struct OfflineLimitTests {
    /// The list of `source` at the mock, as pipe mode asks it.
    static func arguments(_ source: String, _ mock: MockServer, limit: Int) -> [String] {
        let prefix = ["github": "/github", "qiita": "/qiita", "pokemon": "/pokeapi"][source] ?? ""
        return [source, "--base-url", mock.baseURL + prefix, "--limit", String(limit), "--print", "tsv"]
    }

    @Test(arguments: ["qiita", "github", "pokemon"])
    func aSmallerLimitIsServedFromTheLongerStoredList(source: String) async throws {
        let home = TemporaryDirectory(); defer { home.remove() }
        let mock = try await MockServer.start()
        let pagetty = PagettyProcess(home: home)
        let online = try await pagetty.run(Self.arguments(source, mock, limit: 10))
        await mock.stop()
        let offline = try await pagetty.run(Self.arguments(source, mock, limit: 5))
        #expect(online.status == 0 && online.lines.count == 10, "\(online.stderr)")
        #expect(offline.status == 0, "\(offline.stderr)")
        #expect(offline.lines == Array(online.lines.prefix(5)))
        // Served stale (Qiita says max-age=0) it says so once; a page still fresh is no news.
        let told = offline.stderr.split(separator: "\n")
        #expect(told.count <= 1)
        #expect(told.allSatisfy { $0.hasPrefix("pagetty: offline: showing cached page from ") })
        if source == "qiita" { #expect(told.count == 1) }
    }

    @Test func aLargerLimitGetsTheStoredRowsAndSaysWhyNoMore() async throws {
        let home = TemporaryDirectory(); defer { home.remove() }
        let mock = try await MockServer.start()
        let pagetty = PagettyProcess(home: home)
        let online = try await pagetty.run(Self.arguments("qiita", mock, limit: 10))
        await mock.stop()
        // No retries, to keep the test fast.
        let config = home.path + "/retries.toml"
        try "[paging]\nretries = 0\n".write(toFile: config, atomically: true, encoding: .utf8)
        let offline = try await pagetty.run(Self.arguments("qiita", mock, limit: 25) + ["--config", config])
        #expect(offline.status == 1)
        #expect(offline.lines == online.lines)
        let told = offline.stderr.split(separator: "\n")
        #expect(told.count == 2, "\(offline.stderr)")
        #expect(told.first?.hasPrefix("pagetty: offline: showing cached page from ") == true)
        #expect(told.last?.hasPrefix("pagetty: network error: ") == true)
    }

    @Test func offlineThePageNotStoredFailsAtOnceWithTheDefaultRetries() async throws {
        let home = TemporaryDirectory(); defer { home.remove() }
        let mock = try await MockServer.start()
        let pagetty = PagettyProcess(home: home)
        let online = try await pagetty.run(Self.arguments("qiita", mock, limit: 10))
        await mock.stop()
        let trace = home.path + "/trace.jsonl"
        let offline = try await pagetty.run(Self.arguments("qiita", mock, limit: 25), ["PAGETTY_TRACE": trace])
        #expect(offline.status == 1)
        #expect(offline.lines == online.lines)
        #expect(offline.stderr.split(separator: "\n").last?.hasPrefix("pagetty: network error: ") == true, "\(offline.stderr)")
        // Every attempt is traced: the second page, which no run stored, is asked once, not retried.
        let attempts = try String(contentsOfFile: trace, encoding: .utf8).split(separator: "\n")
            .filter { $0.contains("\"ev\":\"request\"") && $0.contains(#/[?&]page=2[&"]/#) }
        #expect(attempts.count == 1, "\(attempts)")
    }

    @Test func onlineALimitStillAsksForItsOwnPageSize() async throws {
        let home = TemporaryDirectory(); defer { home.remove() }
        let mock = try await MockServer.start()
        defer { Task { await mock.stop() } }
        let pagetty = PagettyProcess(home: home)
        _ = try await pagetty.run(Self.arguments("qiita", mock, limit: 10))
        let smaller = try await pagetty.run(Self.arguments("qiita", mock, limit: 5))
        #expect(smaller.status == 0 && smaller.lines.count == 5)
        let log = mock.requestLog
        #expect(log.count == 2)
        #expect(log.last?.query?.contains("per_page=5") == true, "\(log.map { $0.query ?? "" })")
    }
}
