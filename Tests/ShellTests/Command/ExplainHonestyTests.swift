import Foundation
import MockAPI
import Testing
import TestSupport

/// `--explain` says what was found and nothing more: no strategy when the first page showed no
/// pagination, and the demo's path rather than its mock's address, which changes every run.
@Suite(.serialized) struct ExplainHonestyTests {
    /// `lines` from the profile block on, written as a config file in `home`.
    static func writeProfile(_ stdout: [UInt8], home: TemporaryDirectory) throws -> String {
        let config = home.path + "/config.toml"
        let text = String(decoding: stdout, as: UTF8.self)
        try String(text[text.range(of: "[profiles.")!.lowerBound...]).write(toFile: config, atomically: true, encoding: .utf8)
        return config
    }

    @Test func aListWithNoPaginationIsNotExplainedAsPagedByLink() async throws {
        let home = TemporaryDirectory(); defer { home.remove() }
        let mock = try await MockServer.start()
        defer { Task { await mock.stop() } }
        // Five items and a total of five: nothing says there is more (the full list of 60 is paged by asking).
        let url = mock.baseURL + "/generic/offset?count=5"
        let result = try await PagettyProcess(home: home).run(["url", url, "--explain"])
        #expect(result.status == 0, "\(result.stderr)")
        let note = "# no pagination found: one page; add --strategy (offset:…, page:…, cursor:…) to page it"
        #expect(result.lines == [
            "pagetty url '\(url)' --items data.items --id id --title name --total meta.total",
            note,
            "[profiles.offset]",
            "url = \"\(url)\"", "items = \"data.items\"", "id = \"id\"", "title = \"name\"",
            note,
            "total = \"meta.total\"",
        ])
        // The profile still reads the one page, and says again that it found no pagination.
        let again = try await PagettyProcess(home: home).run(["@offset", "--config", try Self.writeProfile(result.stdout, home: home),
                                                              "--print", "tsv"])
        #expect(again.status == 0, "\(again.stderr)")
        #expect(again.lines.count == 5)
        #expect(again.stderr.contains("no pagination found"), "\(again.stderr)")
    }

    @Test func theDemoIsExplainedByItsPathNotItsPort() async throws {
        let home = TemporaryDirectory(); defer { home.remove() }
        let result = try await PagettyProcess(home: home).run(["url", "--demo", "/generic/cursor", "--explain"])
        #expect(result.status == 0, "\(result.stderr)")
        #expect(result.lines.prefix(4) == [
            "pagetty url --demo /generic/cursor --items data.items --id id --title name --strategy cursor:cursor=meta.next_cursor --total meta.total",
            "[profiles.cursor]",
            "# a path on the built-in mock, whose port changes every run: pagetty @cursor --demo",
            "url = \"/generic/cursor\"",
        ])
        #expect(!result.lines.joined().contains("127.0.0.1"))
        // The profile it prints runs on the demo.
        let again = try await PagettyProcess(home: home).run(["@cursor", "--demo", "--config", try Self.writeProfile(result.stdout, home: home),
                                                              "--print", "tsv", "--limit", "2"])
        #expect(again.status == 0, "\(again.stderr)")
        #expect(again.lines.count == 2, "\(again.stderr)")
    }
}
