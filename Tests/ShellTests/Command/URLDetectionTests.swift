import Foundation
import MockAPI
import Testing
import TestSupport

/// `pagetty url URL` with options left out: what the first page shows fills them, options given
/// win, the first page is fetched once, and what was detected is said once.
@Suite(.serialized) struct URLDetectionTests {
    @Test func theURLAloneTitlesRowsByName() async throws {
        let home = TemporaryDirectory(); defer { home.remove() }
        let result = try await PagettyProcess(home: home).run(["url", "--demo", "/generic/link", "--print", "tsv", "--limit", "2"])
        #expect(result.status == 0, "\(result.stderr)")
        #expect(result.lines == ["60\tItem 60\t", "59\tItem 59\t"])
        #expect(result.stderr == "pages by Link header rel=\"next\" (--strategy link, --total-header X-Total-Count); "
            + "detected items: the body, id id, title name\n")
    }

    @Test func everyItemOnceAndTheFirstPageFetchedOnce() async throws {
        let home = TemporaryDirectory(); defer { home.remove() }
        let mock = try await MockServer.start()
        defer { Task { await mock.stop() } }
        for path in ["/generic/cursor", "/generic/next", "/generic/link"] {
            let result = try await PagettyProcess(home: home).run(["url", mock.baseURL + path, "--print", "jsonl"])
            #expect(result.status == 0, "\(result.stderr)")
            #expect(result.objects.compactMap { $0["id"] as? Int } == Array((1...60).reversed()), "\(path)")
            #expect(result.objects.first?["title"] as? String == "Item 60")
            // Six pages of ten, each asked once: the probe is the first.
            #expect(mock.requestLog.filter { $0.path.hasPrefix(path) }.count == 6, "\(path)")
        }
    }

    @Test func nothingFoundIsOnePageAndSaidSo() async throws {
        let home = TemporaryDirectory(); defer { home.remove() }
        let mock = try await MockServer.start()
        defer { Task { await mock.stop() } }
        let result = try await PagettyProcess(home: home).run(["url", mock.baseURL + "/generic/offset", "--print", "jsonl"])
        #expect(result.status == 0, "\(result.stderr)")
        #expect(result.objects.count == 10)
        #expect(result.stderr == "no pagination found: showing one page, 10 of 60 items (meta.total in the body); --strategy sets it; "
                    + "detected items data.items, id id, title name\n")
        #expect(mock.requestLog.filter { $0.path.hasPrefix("/generic/offset") }.count == 1)
        // A strategy given describes the list: nothing is probed or said, and it pages.
        let given = try await PagettyProcess(home: home).run(
            ["url", mock.baseURL + "/generic/offset", "--strategy", "offset:offset,limit", "--items", "data.items", "--title", "name", "--print", "jsonl"])
        #expect(given.objects.count == 60)
        #expect(given.stderr == "server returns 10 items per page\n")
        #expect(mock.requestLog.filter { $0.path.hasPrefix("/generic/offset") }.count == 1 + 7)
    }

    @Test func explainPrintsTheOptionsAndAProfileAfterOneRequest() async throws {
        let home = TemporaryDirectory(); defer { home.remove() }
        let mock = try await MockServer.start()
        defer { Task { await mock.stop() } }
        let url = mock.baseURL + "/generic/cursor"
        let result = try await PagettyProcess(home: home).run(["url", url, "--title", "created_at", "--explain"])
        #expect(result.status == 0, "\(result.stderr)")
        #expect(result.lines == [
            "pagetty url \(url) --items data.items --id id --title created_at --strategy cursor:cursor=meta.next_cursor --total meta.total",
            "[profiles.cursor]",
            "url = \"\(url)\"", "items = \"data.items\"", "id = \"id\"", "title = \"created_at\"",
            "strategy = \"cursor:cursor=meta.next_cursor\"", "total = \"meta.total\"",
        ])
        #expect(mock.requestLog.filter { $0.path.hasPrefix("/generic/cursor") }.count == 1)
        // The profile it prints pages the list as detection did.
        let config = home.path + "/config.toml"
        try String(decoding: result.stdout, as: UTF8.self).split(separator: "\n", omittingEmptySubsequences: false).dropFirst(2)
            .joined(separator: "\n").write(toFile: config, atomically: true, encoding: .utf8)
        let again = try await PagettyProcess(home: home).run(["@cursor", "--config", config, "--print", "tsv", "--limit", "2"])
        #expect(again.lines == ["60\t2026-01-03T11:00:00Z\t", "59\t2026-01-03T10:00:00Z\t"], "\(again.stderr)")
    }

    @Test func aProfileWithoutAStrategyIsDetectedAndFlagsWin() async throws {
        let home = TemporaryDirectory(); defer { home.remove() }
        let mock = try await MockServer.start()
        defer { Task { await mock.stop() } }
        let config = home.path + "/config.toml"
        try """
            [profiles.bare]
            url = "\(mock.baseURL)/generic/next"
            title = "created_at"
            """.write(toFile: config, atomically: true, encoding: .utf8)
        let result = try await PagettyProcess(home: home).run(["@bare", "--config", config, "--title", "name", "--print", "tsv", "--limit", "1"])
        #expect(result.status == 0, "\(result.stderr)")
        #expect(result.lines == ["60\tItem 60\t"])
        #expect(result.stderr == "pages by next URL (Django REST framework, PokeAPI, Spotify) (--strategy next:next); detected items data.items, id id\n")
    }
}
