import Foundation
import MockAPI
import Testing
import TestSupport

/// `pagetty url` paging by a POSTed JSON body, run as a subprocess against the in-process mock.
@Suite(.serialized) struct URLBodyCommandTests {
    @Test func notionStyleAndElasticsearchStyleListsPageToTheEnd() async throws {
        let home = TemporaryDirectory(); defer { home.remove() }
        let mock = try await MockServer.start()
        defer { Task { await mock.stop() } }
        let notion = try await PagettyProcess(home: home).run(
            ["url", mock.baseURL + "/generic/notion", "--items", "results", "--title", "properties.Name.title.0.plain_text",
             "--strategy", "body-cursor:start_cursor=next_cursor", "--more", "has_more", "--body", #"{"page_size":25}"#,
             "--print", "tsv"])
        #expect(notion.status == 0, "\(notion.stderr)")
        #expect(notion.lines.count == 60)
        #expect(notion.lines.first == "5c6a2821-8a3b-4c1e-9f20-000000000060\tItem 60\t")
        #expect(notion.lines.last == "5c6a2821-8a3b-4c1e-9f20-000000000001\tItem 1\t")
        let search = try await PagettyProcess(home: home).run(
            ["url", mock.baseURL + "/generic/search", "--items", "hits.hits", "--id", "_id", "--title", "_source.name",
             "--strategy", "search-after:search_after=sort", "--body", #"{"size":25}"#, "--column", "sort", "--print", "tsv"])
        #expect(search.status == 0, "\(search.stderr)")
        let ids = search.lines.map { String($0.prefix { $0 != "\t" }) }
        let order = (0..<60).sorted { ($0 * 7 % 10, $0) < ($1 * 7 % 10, $1) }.map { String($0 + 1) }
        #expect(ids == order)
        #expect(search.lines.first == "1\tItem 1\t\t[0,1]")
    }

    @Test func aBodyWithGetIsAUsageError() async throws {
        let home = TemporaryDirectory(); defer { home.remove() }
        let result = try await PagettyProcess(home: home).run(
            ["url", "http://127.0.0.1:9/x", "--strategy", "link", "--method", "GET", "--body", "{}", "--print", "tsv"])
        #expect(result.status == 64)
        #expect(result.stderr.contains("a request body is sent with POST"), "\(result.stderr)")
    }

    @Test func aProfileWithABodyAndColumns() async throws {
        let home = TemporaryDirectory(); defer { home.remove() }
        let mock = try await MockServer.start()
        defer { Task { await mock.stop() } }
        try FileManager.default.createDirectory(atPath: home.path + "/config/pagetty", withIntermediateDirectories: true)
        try """
            [profiles.search]
            url = "\(mock.baseURL)/generic/search"
            items = "hits.hits"
            id = "_id"
            title = "_source.name"
            strategy = "search-after:search_after=sort"
            method = "POST"
            body = '{"size": 7, "query": {"match_all": {}}}'
            columns = ["Score=_source.score", "_source.created_at"]
            """.write(toFile: home.path + "/config/pagetty/config.toml", atomically: true, encoding: .utf8)
        let result = try await PagettyProcess(home: home).run(["@search", "--print", "tsv", "--limit", "9"])
        #expect(result.status == 0, "\(result.stderr)")
        #expect(result.lines.count == 9)
        // Score 0 first (ids 1, 11, … 51), then score 1 (4, 14, 24); the date cut to the day.
        #expect(result.lines.prefix(2) == ["1\tItem 1\t\t0\t2026-01-01", "11\tItem 11\t\t0\t2026-01-01"])
        #expect(result.lines.last == "24\tItem 24\t\t1\t2026-01-01")
    }

    /// A profile's `body = "@FILE"` and `token_env` are named on stderr, in one line, before
    /// anything is sent (here nothing answers: the line comes first all the same). They were read
    /// and sent without a word (`~/.docker/config.json` as a body, `AWS_SECRET_ACCESS_KEY` as a token).
    @Test func aProfileNamesTheFileAndVariableItSends() async throws {
        let home = TemporaryDirectory(); defer { home.remove() }
        try FileManager.default.createDirectory(atPath: home.path + "/config/pagetty", withIntermediateDirectories: true)
        try #"{"auths": {}}"#.write(toFile: home.path + "/secret.json", atomically: true, encoding: .utf8)
        try """
            [profiles.shared]
            url = "http://127.0.0.1:9/x"
            strategy = "link"
            body = "@\(home.path)/secret.json"
            token_env = "AWS_SECRET_ACCESS_KEY"
            """.write(toFile: home.path + "/config/pagetty/config.toml", atomically: true, encoding: .utf8)
        let variables = ["AWS_SECRET_ACCESS_KEY": "s3cr3t"]
        let result = try await PagettyProcess(home: home).run(["@shared", "--print", "tsv"], variables)
        let first = result.stderr.split(separator: "\n").first.map(String.init) ?? ""
        #expect(first.contains(home.path + "/secret.json") && first.contains("AWS_SECRET_ACCESS_KEY"), "\(result.stderr)")
        #expect(!result.stderr.contains("s3cr3t"))
        // Given on the command line too, they are the user's own choice: nothing to say.
        let given = try await PagettyProcess(home: home).run(
            ["@shared", "--body", "@" + home.path + "/secret.json", "--token-env", "AWS_SECRET_ACCESS_KEY", "--print", "tsv"], variables)
        #expect(!given.stderr.contains("secret.json"), "\(given.stderr)")
    }

    /// `--body @FILE` checks the file's size before reading it: a file past the cap is refused in
    /// one line naming the cap (a 1 GiB file took 2.1 GB and 7.9 s before "not one JSON object").
    @Test func aBodyFilePastTheCapIsRefusedUnread() async throws {
        let home = TemporaryDirectory(); defer { home.remove() }
        let path = home.path + "/huge.json"
        _ = FileManager.default.createFile(atPath: path, contents: Data("{".utf8))
        // Sparse: as big as asked, nothing written.
        truncate(path, 2 << 30)
        let result = try await PagettyProcess(home: home).run(
            ["url", "http://127.0.0.1:9/x", "--strategy", "link", "--body", "@" + path, "--print", "tsv"])
        #expect(result.status == 64, "\(result.stderr)")
        #expect(result.stderr.contains("MiB"), "\(result.stderr)")
        #expect(!result.stderr.contains("not one JSON object"), "\(result.stderr)")
    }
}
