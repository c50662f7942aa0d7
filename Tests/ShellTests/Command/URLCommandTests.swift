import Foundation
import MockAPI
import Networking
import Testing
import TestSupport

/// `pagetty url URL …` run as a subprocess against the in-process mock's generic API.
@Suite(.serialized) struct URLCommandTests {
    @Test(arguments: [
        ("/generic/offset", "offset:offset,limit"), ("/generic/cursor", "cursor:cursor=meta.next_cursor"),
        ("/generic/link", "link"),  // a top-level array: no --items ("/generic/keyset", "keyset:after_id=id,after_score=score"),
    ])
    func everyItemOnceInOrder(path: String, strategy: String) async throws {
        let home = TemporaryDirectory(); defer { home.remove() }
        let mock = try await MockServer.start()
        defer { Task { await mock.stop() } }
        let expected = try await Self.items(mock.baseURL + "/generic/offset?offset=0&limit=100")
        let result = try await PagettyProcess(home: home).run(
            ["url", mock.baseURL + path, "--title", "name", "--strategy", strategy, "--print", "jsonl"]
                + (strategy == "link" ? [] : ["--items", "data.items"]))
        #expect(result.status == 0, "\(result.stderr)")
        let ids = result.objects.compactMap { $0["id"] as? Int }
        if strategy.hasPrefix("keyset") {
            #expect(Set(ids) == Set(expected.compactMap { $0["id"] as? Int }))
        } else {
            #expect(ids == expected.compactMap { $0["id"] as? Int })
        }
        #expect(Set(ids).count == ids.count && ids.count == 60)
        #expect(result.objects.first?["title"] as? String == "Item \(ids.first ?? -1)")
    }

    /// `data.items` of one direct fetch.
    static func items(_ url: String) async throws -> [[String: Any]] {
        let response = try await CurlTransport().send(HTTPRequest(url: url)).successful()
        let json = try JSONSerialization.jsonObject(with: Data(response.body)) as? [String: Any]
        return ((json?["data"] as? [String: Any])?["items"] as? [[String: Any]]) ?? []
    }

    @Test func aWrongStrategyIsAUsageErrorNamingTheForms() async throws {
        let home = TemporaryDirectory(); defer { home.remove() }
        let result = try await PagettyProcess(home: home).run(
            ["url", "http://127.0.0.1:9/x", "--strategy", "cursr:x=y", "--print", "jsonl"])
        #expect(result.status == 64)
        #expect(result.stderr.contains("strategy 'cursr:x=y' is not one of link, next:PATH"))
        #expect(result.stdout.isEmpty)
    }

    @Test func aWrongItemsPathSaysWhatIsThere() async throws {
        let home = TemporaryDirectory(); defer { home.remove() }
        let mock = try await MockServer.start()
        defer { Task { await mock.stop() } }
        let result = try await PagettyProcess(home: home).run(
            ["url", mock.baseURL + "/generic/offset", "--items", "data.things", "--strategy", "offset:offset,limit",
             "--print", "jsonl"])
        #expect(result.status != 0)
        #expect(result.stderr.contains("items path data.things not found"), "\(result.stderr)")
    }

    @Test func aProfileFromTheConfigFile() async throws {
        let home = TemporaryDirectory(); defer { home.remove() }
        let mock = try await MockServer.start()
        defer { Task { await mock.stop() } }
        try FileManager.default.createDirectory(atPath: home.path + "/config/pagetty", withIntermediateDirectories: true)
        try """
            [profiles.mine]
            url = "\(mock.baseURL)/generic/cursor?limit=5"
            items = "data.items"
            title = "name"
            strategy = "cursor:cursor=meta.next_cursor"
            per_page = 10
            """.write(toFile: home.path + "/config/pagetty/config.toml", atomically: true, encoding: .utf8)
        let result = try await PagettyProcess(home: home).run(["@mine", "--print", "jsonl", "--limit", "15"])
        #expect(result.status == 0, "\(result.stderr)")
        #expect(result.objects.compactMap { $0["id"] as? Int } == Array((46...60).reversed()))
        let missing = try await PagettyProcess(home: home).run(["@theirs", "--print", "jsonl"])
        #expect(missing.status == 2)
        #expect(missing.stderr.contains("no profile theirs in the config file; profiles: @mine"), "\(missing.stderr)")
    }
}
