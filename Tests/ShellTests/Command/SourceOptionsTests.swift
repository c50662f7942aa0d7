import Foundation
import Testing
import TestSupport

/// One rule for the options of one source: they act, or they are a usage error (64) naming the
/// option; and the demo's Qiita answers `--query` like Qiita.
@Suite struct SourceOptionsTests {
    @Test(arguments: [
        (["github", "--query", "swift"], "--query applies to qiita only"),
        (["pokemon", "--query", "swift"], "--query applies to qiita only"),
        (["qiita", "--since", "40"], "--since applies to github only"),
        (["github", "--offset", "40"], "--offset applies to pokemon only"),
        (["--base-url", "http://127.0.0.1:9/github"], "--base-url and --demo"),
    ])
    func anOptionForAnotherSourceIsAUsageError(arguments: [String], message: String) async throws {
        let home = TemporaryDirectory(); defer { home.remove() }
        let result = try await PagettyProcess(home: home).run(arguments + ["--demo", "--print", "jsonl", "--limit", "1"])
        #expect(result.status == 64, "\(result.stderr)")
        #expect(result.stdout.isEmpty)
        #expect(result.stderr.contains(message), "\(result.stderr)")
    }

    /// The source from the config file is checked the same way.
    @Test func theConfigsSourceIsCheckedToo() async throws {
        let home = TemporaryDirectory(); defer { home.remove() }
        let config = home.path + "/c.toml"
        try "source = \"pokemon\"\n".write(toFile: config, atomically: true, encoding: .utf8)
        let result = try await PagettyProcess(home: home).run(["--query", "x", "--demo", "--config", config, "--limit", "1"])
        #expect(result.status == 64, "\(result.stderr)")
        #expect(result.stderr.contains("--query applies to qiita only"))
    }

    /// docs/scripting.md's offline Qiita example lists matching articles.
    @Test func theDemosQiitaQueryListsOnlyMatchingItems() async throws {
        let home = TemporaryDirectory(); defer { home.remove() }
        let result = try await PagettyProcess(home: home).run(["qiita", "--demo", "--query", "swift", "--limit", "30"])
        #expect(result.status == 0, "\(result.stderr)")
        #expect(result.objects.count == 30)
        for object in result.objects {
            let raw = object["raw"] as? [String: Any] ?? [:]
            let tags = (raw["tags"] as? [[String: Any]] ?? []).compactMap { ($0["name"] as? String)?.lowercased() }
            let title = (object["title"] as? String ?? "").lowercased()
            #expect(title.contains("swift") || tags.contains("swift"), "\(title) \(tags)")
        }
    }
}
