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
        #expect(result.stderr == "pagetty: pages by Link header rel=\"next\" (--strategy link, --total-header X-Total-Count); "
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

    @Test func aListThatSaysMoreIsPagedByAskingAndTheAnswerConfirms() async throws {
        let home = TemporaryDirectory(); defer { home.remove() }
        let mock = try await MockServer.start()
        defer { Task { await mock.stop() } }
        // `meta.total` says 60 and nothing names a way on: `offset` is asked, and page 2 confirms it.
        let result = try await PagettyProcess(home: home).run(["url", mock.baseURL + "/generic/offset", "--print", "jsonl"])
        #expect(result.status == 0, "\(result.stderr)")
        #expect(result.objects.compactMap { $0["id"] as? Int } == Array((1...60).reversed()))
        #expect(result.stderr == "pagetty: pages by offset (the answer says 60 items) (--strategy offset:offset,limit, --total meta.total); "
                    + "detected items data.items, id id, title name\npagetty: server returns 10 items per page\n")
        // Six pages of ten, each asked once: the probe is page 1 and its confirmation page 2.
        #expect(mock.requestLog.filter { $0.path.hasPrefix("/generic/offset") }.count == 6)
        // A strategy given describes the list: nothing is probed or said, and it pages.
        let given = try await PagettyProcess(home: home).run(
            ["url", mock.baseURL + "/generic/offset", "--strategy", "offset:offset,limit", "--items", "data.items", "--title", "name", "--print", "jsonl"])
        #expect(given.objects.count == 60)
        #expect(given.stderr == "pagetty: server returns 10 items per page\n")
        #expect(mock.requestLog.filter { $0.path.hasPrefix("/generic/offset") }.count == 6 + 7)
    }

    @Test func nothingFoundIsOnePageAndSaidSo() async throws {
        let home = TemporaryDirectory(); defer { home.remove() }
        let mock = try await MockServer.start()
        defer { Task { await mock.stop() } }
        // Five items, a total of five: nothing says there is more, so nothing is asked.
        let result = try await PagettyProcess(home: home).run(["url", mock.baseURL + "/generic/offset?count=5", "--print", "jsonl"])
        #expect(result.status == 0, "\(result.stderr)")
        #expect(result.objects.count == 5)
        #expect(result.stderr == "pagetty: no pagination found: showing one page; --strategy sets it; detected items data.items, id id, title name\n")
        #expect(mock.requestLog.filter { $0.path.hasPrefix("/generic/offset") }.count == 1)
    }

    @Test func aListThatSaysMoreAndThatNothingPagesExitsFour() async throws {
        // 137 said, 20 sent, every parameter ignored: the first page, one line, and status 4.
        let body = #"{"total":137,"entries":["# + (1...20).map { #"{"id":\#($0),"name":"n\#($0)"}"# }.joined(separator: ",") + "]}"
        let server = try LoopbackServer { _ in .respond(200, [("Content-Type", "application/json")], Array(body.utf8)) }
        defer { server.stop() }
        let home = TemporaryDirectory(); defer { home.remove() }
        let result = try await PagettyProcess(home: home).run(["url", server.baseURL + "/list", "--print", "tsv"])
        #expect(result.status == 4, "\(result.stderr)")
        #expect(result.lines.count == 20)
        #expect(result.stderr.hasSuffix("printed 20 of 137; nothing found to page it: --strategy sets it\n"), "\(result.stderr)")
        // Within the bound: the first page and six probes.
        #expect(server.requests.count == 7)
        // A --limit the first page meets is no incomplete list.
        let limited = try await PagettyProcess(home: home).run(["url", server.baseURL + "/list", "--print", "tsv", "--limit", "5"])
        #expect(limited.status == 0, "\(limited.stderr)")
    }

    @Test func explainPrintsTheOptionsAndAProfileAfterTheRequestsDetectionNeeds() async throws {
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
        // The first page, and page 2 confirming the cursor (a convention's parameter name is a guess).
        #expect(mock.requestLog.filter { $0.path.hasPrefix("/generic/cursor") }.count == 2)
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
        #expect(result.stderr == "pagetty: pages by next URL (Django REST framework, PokeAPI, Spotify) (--strategy next:next); detected items data.items, id id\n")
    }
}

extension URLDetectionTests {
    /// Issue 40, point 5: the first item's related lists, each with the command that pages it, as
    /// comments after the profile (so the printed block still reads as a config file).
    @Test func explainListsTheFirstItemsRelatedListsWithTheCommandThatPagesEach() async throws {
        let home = TemporaryDirectory(); defer { home.remove() }
        let mock = try await MockServer.start()
        defer { Task { await mock.stop() } }
        let result = try await PagettyProcess(home: home).run(["url", mock.baseURL + "/github/users", "--explain"])
        #expect(result.status == 0, "\(result.stderr)")
        let user = mock.baseURL + "/github/users/junbianchi/"
        let start = try #require(result.lines.firstIndex(of: "# the first item leads to these lists (each is checked when it is opened):"),
                                 "\(result.lines)")
        #expect(Array(result.lines[(start + 1)...]) == [
            "followers", "following", "gists", "starred", "subscriptions", "organizations", "repos", "events", "received_events",
        ].map { name in
            let path = ["organizations": "orgs"][name] ?? name
            return "#   \(name): pagetty url \(user)\(path)"
        })
    }
}

extension URLDetectionTests {
    /// With --demo the related lists are said as --demo paths, as the explained command is: the mock's port changes every run.
    @Test func explainOnTheDemoSaysRelatedListsAsDemoPaths() async throws {
        let home = TemporaryDirectory(); defer { home.remove() }
        let result = try await PagettyProcess(home: home).run(["url", "--demo", "/github/users", "--explain"])
        #expect(result.status == 0, "\(result.stderr)")
        #expect(result.lines.contains("#   repos: pagetty url --demo /github/users/junbianchi/repos"), "\(result.lines)")
        #expect(!result.lines.contains { $0.hasPrefix("#") && $0.contains("127.0.0.1") }, "\(result.lines)")
    }
}
