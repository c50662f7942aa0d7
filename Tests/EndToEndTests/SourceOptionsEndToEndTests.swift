import Foundation
import Testing
import TestSupport

/// The options of one source at the terminal: `--since` and `--offset` open the browser there,
/// `--limit` is refused rather than ignored.
@Suite("End to end: source options", .serialized, .enabled(if: Pagetty.supportsDemo, "the pagetty binary is not built"))
struct SourceOptionsEndToEndTests {
    /// `pagetty --demo ARGUMENTS` in tmux, once `rows` item rows show.
    static func browser(_ arguments: String, rows: Int = 5) async throws -> (TmuxSession, BrowserScreen) {
        let session = try TmuxSession(command: "\(TmuxSession.quote(Pagetty.binary)) --demo \(arguments)")
        let screen = BrowserScreen(try await session.waitUntil("rows") {
            let screen = BrowserScreen($0)
            return screen.isBrowser && !screen.isLoading && screen.itemRows.count >= rows
        })
        return (session, screen)
    }

    @Test func offsetOpensPokemonAtThatRow() async throws {
        let (session, screen) = try await Self.browser("pokemon --offset 100")
        let numbers = screen.itemRows.map { $0.split(separator: " ").first { $0 != "*" && $0 != ">" }.map(String.init) ?? "" }
        #expect(numbers.contains("101"), "\(screen.itemRows.prefix(3))")
        #expect(!numbers.contains("1"), "\(screen.itemRows.prefix(3))")
        try session.send("q")
        _ = try await session.waitForExit()
    }

    @Test func sinceOpensGitHubAfterThatUser() async throws {
        let pipe = try Subprocess.run(Pagetty.binary, ["github", "--demo", "--since", "1000", "--limit", "1", "--print", "tsv"])
        let login = try #require(pipe.output.split(separator: "\t").dropFirst().first.map(String.init), "\(pipe.output)")
        let (session, screen) = try await Self.browser("github --since 1000")
        #expect(screen.itemRows.first?.contains(login) == true, "\(login) \(screen.itemRows.prefix(2))")
        try session.send("q")
        _ = try await session.waitForExit()
    }

    @Test func limitAtTheBrowserIsAUsageError() async throws {
        let session = try TmuxSession(command: "\(TmuxSession.quote(Pagetty.binary)) --demo pokemon --limit 5")
        #expect(try await session.waitForExit().status == 64)
        #expect(try session.capture().joined(separator: "\n").contains("--limit applies to pipe mode"))
    }

    /// `--parallel` sets the loads in flight in the browser too (a far jump loads that many pages
    /// at once: `FarJumpTests`), so it opens the browser and the picker instead of being refused.
    @Test(arguments: ["pokemon --parallel 2", "pokemon --pick --parallel 1"])
    func parallelActsAtTheBrowser(arguments: String) async throws {
        let (session, _) = try await Self.browser(arguments)
        try session.send("q")
        #expect(try await session.waitForExit().status == (arguments.contains("--pick") ? 1 : 0))
    }

    /// Out of its range it is a usage error wherever it is given.
    @Test func parallelOutOfRangeIsAUsageErrorAtTheBrowser() async throws {
        let session = try TmuxSession(command: "\(TmuxSession.quote(Pagetty.binary)) --demo pokemon --parallel 17")
        #expect(try await session.waitForExit().status == 64)
        #expect(try session.capture().joined(separator: "\n").contains("--parallel takes 1 to 16"))
    }

    /// `--follow` browses now (issue 23: `FollowEndToEndTests`); with `--pick` it is still refused, not ignored.
    @Test(arguments: ["--demo pokemon --follow --pick", "url --demo /generic/cursor --follow --pick"])
    func followWhilePickingIsAUsageError(arguments: String) async throws {
        let session = try TmuxSession(command: "\(TmuxSession.quote(Pagetty.binary)) \(arguments)")
        #expect(try await session.waitForExit().status == 64)
        #expect(try session.capture().joined(separator: "\n").contains("--follow applies to the browser and --print, not to --pick"))
    }
}
