import Foundation
import Testing
import TestSupport

/// The config's `[keys]` checked by the binary in every mode, before anything starts.
@Suite struct KeysConfigCommandTests {
    /// `pagetty ARGUMENTS` with a config file holding `keys` as its `[keys]` table.
    static func run(keys: String, _ arguments: [String]) async throws -> PagettyProcess.Result {
        let home = TemporaryDirectory(); defer { home.remove() }
        let config = home.path + "/c.toml"
        try "[keys]\n\(keys)\n".write(toFile: config, atomically: true, encoding: .utf8)
        return try await PagettyProcess(home: home).run(arguments + ["--demo", "--config", config])
    }

    @Test(arguments: [["pokemon", "--print", "jsonl", "--limit", "1"], ["url", "/generic/offset", "--items", "data.items",
                                                                          "--strategy", "offset:offset,limit", "--limit", "1"]])
    func aKeyABuiltInUsesIsRefusedNamingBoth(arguments: [String]) async throws {
        let result = try await Self.run(keys: "quit = \"j\"", arguments)
        #expect(result.status == 2)
        #expect(result.stdout.isEmpty)
        #expect(result.stderr.contains("[keys] quit = \"j\": j is already the built-in key for down"), "\(result.stderr)")
        #expect(try await Self.run(keys: "next_tab = \"2\"", arguments).stderr.contains("for tab 2"))
    }

    @Test func aKeyThatKeepsItsOwnCommandOrIsFreeIsFine() async throws {
        let result = try await Self.run(keys: "down = \"j\"\nquit = \"Q\"", ["pokemon", "--print", "jsonl", "--limit", "1"])
        #expect(result.status == 0, "\(result.stderr)")
        #expect(result.stderr.isEmpty, "\(result.stderr)")
    }

    /// Alt keys bind without a word; one given to two actions is refused before anything starts.
    @Test func altKeysBindAndOneTakenTwiceIsRefused() async throws {
        let arguments = ["pokemon", "--print", "jsonl", "--limit", "1"]
        let fine = try await Self.run(keys: "refresh = \"M-r\"\nretry = \"alt+R\"", arguments)
        #expect(fine.status == 0 && fine.stderr.isEmpty, "\(fine.stderr)")
        let twice = try await Self.run(keys: "refresh = \"M-r\"\nretry = \"alt+r\"", arguments)
        #expect(twice.status == 2)
        #expect(twice.stdout.isEmpty)
        #expect(twice.stderr.contains("[keys] retry = \"alt+r\": M-r is already the key for refresh"), "\(twice.stderr)")
    }

    @Test func badEntriesWarnOnStderrInPipeMode() async throws {
        let result = try await Self.run(keys: "jump = \"z\"", ["pokemon", "--print", "jsonl", "--limit", "1"])
        #expect(result.status == 0)
        #expect(result.lines.count == 1)
        #expect(result.stderr.contains("[keys] jump: unknown action"), "\(result.stderr)")
    }
}
