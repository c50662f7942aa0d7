import Foundation
import MockAPI
import Testing
import TestSupport

/// Every command takes the same shared options, and `pagetty url` acts on them as the built-in
/// sources do: the HTTP disk cache, `--no-cache`, `--config`.
@Suite(.serialized) struct SharedOptionsTests {
    static let shared = ["--print", "--limit", "--pick", "--field", "--config", "--cache-dir", "--no-cache", "--fresh",
                         "--demo", "--osc52"]

    @Test func everyCommandListsTheSharedOptionsAndURLCallsItselfPagettyURL() async throws {
        let home = TemporaryDirectory(); defer { home.remove() }
        let pagetty = PagettyProcess(home: home)
        for arguments in [["--help"], ["url", "--help"], ["@any", "--help"]] {
            let help = try await pagetty.run(arguments)
            #expect(help.status == 0)
            let text = String(decoding: help.stdout, as: UTF8.self)
            for option in Self.shared { #expect(text.contains(option), "\(arguments): \(option)") }
            if arguments != ["--help"] {
                #expect(text.contains("USAGE: pagetty url "), "\(text)")
            }
        }
    }

    @Test func urlCachesInTheCacheDirectoryAndNotWithNoCache() async throws {
        let home = TemporaryDirectory(); defer { home.remove() }
        let mock = try await MockServer.start()
        defer { Task { await mock.stop() } }
        let list = ["url", mock.baseURL + "/generic/offset", "--items", "data.items", "--title", "name",
                    "--strategy", "offset:offset,limit", "--per-page", "10", "--print", "jsonl", "--limit", "20"]
        let chosen = home.path + "/chosen"
        try FileManager.default.createDirectory(atPath: chosen, withIntermediateDirectories: true)
        chmod(chosen, 0o700)
        let cached = try await PagettyProcess(home: home).run(list + ["--cache-dir", chosen])
        #expect(cached.status == 0, "\(cached.stderr)")
        #expect(cached.objects.count == 20)
        #expect(try !FileManager.default.contentsOfDirectory(atPath: chosen).isEmpty, "nothing cached in --cache-dir")

        let bypassing = home.path + "/bypassed"
        try FileManager.default.createDirectory(atPath: bypassing, withIntermediateDirectories: true)
        chmod(bypassing, 0o700)
        let uncached = try await PagettyProcess(home: home).run(list + ["--cache-dir", bypassing, "--no-cache"])
        #expect(uncached.status == 0, "\(uncached.stderr)")
        #expect(uncached.objects.count == 20)
        #expect(try FileManager.default.contentsOfDirectory(atPath: bypassing).isEmpty, "--no-cache cached")

        // No flag: the sources' own default, $XDG_CACHE_HOME/pagetty.
        let defaulted = try await PagettyProcess(home: home).run(list)
        #expect(defaulted.status == 0, "\(defaulted.stderr)")
        #expect(try !FileManager.default.contentsOfDirectory(atPath: home.path + "/cache/pagetty").isEmpty)
    }

    @Test func urlReadsTheConfigFileNamedByConfig() async throws {
        let home = TemporaryDirectory(); defer { home.remove() }
        let mock = try await MockServer.start()
        defer { Task { await mock.stop() } }
        let config = home.path + "/elsewhere.toml"
        try """
            [profiles.mine]
            url = "\(mock.baseURL)/generic/cursor?limit=5"
            items = "data.items"
            title = "name"
            strategy = "cursor:cursor=meta.next_cursor"
            per_page = 10
            """.write(toFile: config, atomically: true, encoding: .utf8)
        let result = try await PagettyProcess(home: home).run(["@mine", "--config", config, "--print", "tsv", "--limit", "3"])
        #expect(result.status == 0, "\(result.stderr)")
        #expect(result.lines == ["60\tItem 60\t", "59\tItem 59\t", "58\tItem 58\t"])
        let missing = try await PagettyProcess(home: home).run(
            ["url", mock.baseURL + "/generic/link", "--config", home.path + "/none.toml", "--print", "jsonl"])
        #expect(missing.status == 2)
        #expect(missing.stderr.contains("none.toml"), "\(missing.stderr)")
        #expect(missing.stdout.isEmpty)
    }

    @Test func fieldWithoutPickAndFieldWithPrintAreUsageErrors() async throws {
        let home = TemporaryDirectory(); defer { home.remove() }
        let pagetty = PagettyProcess(home: home)
        // Outside --pick, --field selects pipe mode's fields (issue 42): stdout is a pipe here.
        let alone = try await pagetty.run(["pokemon", "--demo", "--field", "name", "--limit", "1"])
        #expect(alone.status == 0, "\(alone.stderr)")
        #expect(alone.lines.count == 1 && !alone.lines[0].contains("\t"), "\(alone.lines)")
        let both = try await pagetty.run(["url", "http://127.0.0.1:9/x", "--pick", "--field", "name", "--print", "tsv"])
        #expect(both.status == 64)
        #expect(both.stderr.contains("give one of them"), "\(both.stderr)")
    }
}
