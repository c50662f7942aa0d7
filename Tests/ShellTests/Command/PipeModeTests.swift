import Foundation
import MockAPI
import Testing
import TestSupport

/// The built binary in pipe mode against the in-process mock.
@Suite(.serialized) struct PipeModeTests {
    @Test func githubUsersAreWrittenExactlyOnceUpToTheLimit() async throws {
        let home = TemporaryDirectory(); defer { home.remove() }
        let mock = try await MockServer.start()
        defer { Task { await mock.stop() } }
        let result = try await PagettyProcess(home: home).run(
            ["github", "--base-url", mock.baseURL + "/github", "--per-page", "100", "--limit", "250", "--no-cache"])
        #expect(result.status == 0, "\(result.stderr)")
        var expected: [[String: Any]] = []
        var since = 0
        while expected.count < 250 {
            let page = try await DirectFetch.objects(mock.baseURL + "/github/users?since=\(since)&per_page=100")
            expected += page
            since = page.last?["id"] as? Int ?? 0
        }
        expected = Array(expected.prefix(250))
        let objects = result.objects
        #expect(objects.count == 250)
        #expect(objects.map { $0["id"] as? Int } == expected.map { $0["id"] as? Int })
        #expect(Set(objects.compactMap { $0["id"] as? Int }).count == 250)
        #expect(objects.first?["title"] as? String == expected.first?["login"] as? String)
        #expect(objects.first?["url"] as? String == expected.first?["html_url"] as? String)
        for (object, original) in zip(objects, expected) {
            #expect((object["raw"] as? NSDictionary) == (original as NSDictionary))
        }
        // Three pages and not one more: --limit stops paging.
        #expect(mock.requestLog.filter { $0.path == "/github/users" }.count == 3 + 3)
    }

    @Test func qiitaItemsAsTSV() async throws {
        let home = TemporaryDirectory(); defer { home.remove() }
        let mock = try await MockServer.start()
        defer { Task { await mock.stop() } }
        let result = try await PagettyProcess(home: home).run(
            ["qiita", "--print", "tsv", "--base-url", mock.baseURL + "/qiita", "--per-page", "20", "--limit", "30", "--no-cache"])
        #expect(result.status == 0, "\(result.stderr)")
        let expected = try await DirectFetch.objects(mock.baseURL + "/qiita/api/v2/items?page=1&per_page=20")
            + DirectFetch.objects(mock.baseURL + "/qiita/api/v2/items?page=2&per_page=20")
        let rows = result.lines.map { $0.split(separator: "\t", omittingEmptySubsequences: false).map(String.init) }
        #expect(rows.count == 30)
        #expect(rows.allSatisfy { $0.count == 3 })
        #expect(rows.map { $0[0] } == expected.prefix(30).map { $0["id"] as? String ?? "" })
        #expect(rows.map { $0[2] } == expected.prefix(30).map { $0["url"] as? String ?? "" })
    }

    @Test func pokemonFromAnOffset() async throws {
        let home = TemporaryDirectory(); defer { home.remove() }
        let mock = try await MockServer.start()
        defer { Task { await mock.stop() } }
        let result = try await PagettyProcess(home: home).run(
            ["pokemon", "--print", "jsonl", "--base-url", mock.baseURL + "/pokeapi", "--offset", "10", "--per-page", "20",
             "--limit", "25", "--no-cache"])
        #expect(result.status == 0, "\(result.stderr)")
        let expected = try await DirectFetch.objects(mock.baseURL + "/pokeapi/api/v2/pokemon?offset=10&limit=20", field: "results")
            + DirectFetch.objects(mock.baseURL + "/pokeapi/api/v2/pokemon?offset=30&limit=20", field: "results")
        let objects = result.objects
        #expect(objects.count == 25)
        #expect(objects.map { $0["title"] as? String } == expected.prefix(25).map { $0["name"] as? String })
        #expect(objects.first?["id"] as? Int == 11)
        // A row's url is its page for people, the Pokédex's (issue 42), not the API's JSON.
        #expect(objects.first?["url"] as? String == (expected.first?["name"] as? String).map { "https://www.pokemon.com/us/pokedex/\($0)" })
        #expect((objects.first?["raw"] as? NSDictionary) == (expected.first.map { $0 as NSDictionary }))
    }

    @Test func githubFromSinceAndSinceOnlyForGitHub() async throws {
        let home = TemporaryDirectory(); defer { home.remove() }
        let mock = try await MockServer.start()
        defer { Task { await mock.stop() } }
        let pagetty = PagettyProcess(home: home)
        let result = try await pagetty.run(["github", "--base-url", mock.baseURL + "/github", "--since", "40", "--limit", "5", "--no-cache"])
        #expect(result.status == 0, "\(result.stderr)")
        let expected = try await DirectFetch.objects(mock.baseURL + "/github/users?since=40&per_page=5")
        #expect(result.objects.map { $0["id"] as? Int } == expected.map { $0["id"] as? Int })
        #expect(result.objects.allSatisfy { ($0["id"] as? Int ?? 0) > 40 })
        let wrong = try await pagetty.run(["qiita", "--base-url", mock.baseURL + "/qiita", "--since", "40"])
        // A usage error (64) since issue 26, as --field without --pick is; it was a failure (1).
        #expect(wrong.status == 64)
        #expect(wrong.stderr.hasPrefix("Error: --since applies to github only"))
    }

    @Test func demoWorksInPipeMode() async throws {
        let home = TemporaryDirectory(); defer { home.remove() }
        let result = try await PagettyProcess(home: home).run(["pokemon", "--demo", "--limit", "5"])
        #expect(result.status == 0, "\(result.stderr)")
        #expect(result.objects.count == 5)
    }

    @Test func aFailureMidStreamKeepsWhatWasPrintedAndExitsNonZero() async throws {
        let home = TemporaryDirectory(); defer { home.remove() }
        let server = try LoopbackServer { request in
            if request.path.contains("since=0") {
                let body = "[" + (1...3).map { "{\"login\":\"u\($0)\",\"id\":\($0),\"html_url\":\"https://github.com/u\($0)\",\"type\":\"User\"}" }
                    .joined(separator: ",") + "]"
                return .respond(200, [("Content-Type", "application/json"), ("Link", "</users?since=3&per_page=3>; rel=\"next\"")],
                                Array(body.utf8))
            }
            return .text(500, "{\"message\":\"Server Error\"}")
        }
        defer { server.stop() }
        let config = home.path + "/retries.toml"
        try "[paging]\nretries = 0\n".write(toFile: config, atomically: true, encoding: .utf8)
        let result = try await PagettyProcess(home: home).run(
            ["github", "--base-url", server.baseURL, "--per-page", "3", "--config", config, "--no-cache"])
        #expect(result.status == 1)
        #expect(result.objects.map { $0["id"] as? Int } == [1, 2, 3])
        #expect(result.stderr.split(separator: "\n").count == 1)
        #expect(result.stderr.hasPrefix("pagetty: HTTP 500"))
        #expect(!result.stderr.contains("Fatal"))
    }
}
