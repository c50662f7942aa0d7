import Foundation
import MockAPI
import Testing

/// The list comes back where the user left it, whether it ended with `q` or a signal;
/// `--fresh` starts at the top.
@Suite("End to end: remembered position", .serialized, .enabled(if: Pagetty.supportsDemo, "the pagetty binary is not built"))
struct PositionTests {
    /// A state directory and the three sources on one mock.
    struct Setup {
        let mock: MockServer
        let state = FileManager.default.temporaryDirectory.appendingPathComponent("pagetty-state-\(UUID().uuidString)").path

        var environment: [String: String] {
            ["XDG_STATE_HOME": state, "PAGETTY_GITHUB_URL": mock.baseURL + "/github",
             "PAGETTY_QIITA_URL": mock.baseURL + "/qiita", "PAGETTY_POKEAPI_URL": mock.baseURL + "/pokeapi"]
        }

        func start(_ extra: String = "") throws -> TmuxSession {
            try TmuxSession(command: "\(TmuxSession.quote(Pagetty.binary)) --no-cache \(extra)", environment: environment)
        }

        /// Opens `tab`, pages down five screens; the top item before, and the top item after (by key).
        func scroll(_ session: TmuxSession, tab: String) async throws -> (before: String?, after: String) {
            try await session.waitUntil("the first rows") { !BrowserScreen($0).itemRows.isEmpty }
            // Handled before its rows are read: the first tab's rows, still on screen a moment after
            // the key, were once taken for the new tab's top (a fresh-clone run's Pokémon case).
            try await session.sendHandled([tab])
            let top = try await session.waitUntil("the tab's rows") {
                let screen = BrowserScreen($0)
                return !screen.isHelp && !screen.isLoading && screen.itemRows.count > 10
            }
            let before = BrowserScreen(top).firstItemKey
            try await session.sendHandled(Array(repeating: "NPage", count: 5))
            let moved = try await session.waitUntil("a screen further on", timeout: .seconds(10)) {
                let screen = BrowserScreen($0)
                return !screen.isHelp && !screen.isLoading && screen.firstItemKey != before && !screen.itemRows.isEmpty
            }
            return (before, try #require(BrowserScreen(moved).firstItemKey))
        }

        func remove() { try? FileManager.default.removeItem(atPath: state) }
    }

    @Test(arguments: ["1", "3"])  // GitHub resumes by `since`, Pokémon jumps by index
    func aSecondRunStartsWhereTheFirstLeft(tab: String) async throws {
        let setup = Setup(mock: try await MockServer.start())
        defer { setup.remove() }
        let first = try setup.start()
        let (firstRowBefore, remembered) = try await setup.scroll(first, tab: tab)
        try first.send("q")
        _ = try await first.waitForExit()

        let second = try setup.start(tab == "3" ? "pokemon" : "github")
        try await second.waitUntil("the remembered row \(remembered) first", timeout: .seconds(10)) {
            BrowserScreen($0).firstItemKey == remembered
        }
        try second.send("q")
        _ = try await second.waitForExit()

        let fresh = try setup.start("--fresh " + (tab == "3" ? "pokemon" : "github"))
        try await fresh.waitUntil("the top again, \(firstRowBefore ?? "none")", timeout: .seconds(10)) {
            BrowserScreen($0).firstItemKey == firstRowBefore
        }
        await setup.mock.stop()
    }

    /// SIGTERM, SIGINT (Ctrl-C) and SIGHUP end the browser gracefully: the position is saved
    /// as with `q`, and the exit status is still 128 + the signal.
    @Test(arguments: [("TERM", SIGTERM), ("INT", SIGINT), ("HUP", SIGHUP)])
    func aSignalSavesThePositionToo(name: String, signal: Int32) async throws {
        let setup = Setup(mock: try await MockServer.start())
        defer { setup.remove() }
        let first = try setup.start()
        let (_, remembered) = try await setup.scroll(first, tab: "3")
        if name == "INT" {
            try first.send("C-c")
        } else {
            kill(try await first.programPID(), signal)
        }
        let exit = try await first.waitForExit()
        #expect(exit.status == 128 + signal)
        #expect(exit.sttyRestored)

        let second = try setup.start("pokemon")
        try await second.waitUntil("the remembered row \(remembered) first", timeout: .seconds(10)) {
            BrowserScreen($0).firstItemKey == remembered
        }
        try second.send("q")
        _ = try await second.waitForExit()
        await setup.mock.stop()
    }

    /// The selected row is remembered with the first row: select the fifth row of the first
    /// screen, quit, and a picker opened on the same list picks that fifth row with Enter alone.
    @Test func theSelectedRowComesBack() async throws {
        let setup = Setup(mock: try await MockServer.start())
        defer { setup.remove() }
        let first = try setup.start("pokemon")
        let shown = try await first.waitUntil("the first rows") { BrowserScreen($0).itemRows.count > 10 }
        let fifth = BrowserScreen(shown).itemRows[4]
        try first.send("j", "j", "j", "j", "q")
        _ = try await first.waitForExit()

        let output = FileManager.default.temporaryDirectory.appendingPathComponent("pagetty-picked-\(UUID().uuidString)").path
        defer { try? FileManager.default.removeItem(atPath: output) }
        let second = try setup.start("pokemon --pick --field name > \(TmuxSession.quote(output))")
        try await second.waitUntil("the rows") { BrowserScreen($0).itemRows.count > 10 }
        try second.send("Enter")
        #expect(try await second.waitForExit().status == 0)
        let picked = try String(contentsOfFile: output, encoding: .utf8).trimmingCharacters(in: .newlines)
        #expect(!picked.isEmpty)
        #expect(fifth.lowercased().contains(picked.lowercased()), "picked \(picked), the fifth row was \(fifth)")
        await setup.mock.stop()
    }
}
