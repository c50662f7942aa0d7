import Foundation
import MockAPI
import Testing

/// The list comes back where the user left it; `--fresh` starts at the top.
@Suite("End to end: remembered position", .serialized, .enabled(if: Pagetty.supportsDemo, "pagetty --demo is not wired yet"))
struct PositionTests {
    @Test(arguments: ["1", "3"])  // GitHub resumes by `since`, Pokémon jumps by index
    func aSecondRunStartsWhereTheFirstLeft(tab: String) async throws {
        let mock = try await MockServer.start()
        let state = FileManager.default.temporaryDirectory.appendingPathComponent("pagetty-state-\(UUID().uuidString)").path
        defer { try? FileManager.default.removeItem(atPath: state) }
        let environment = ["XDG_STATE_HOME": state, "PAGETTY_GITHUB_URL": mock.baseURL + "/github",
                           "PAGETTY_QIITA_URL": mock.baseURL + "/qiita", "PAGETTY_POKEAPI_URL": mock.baseURL + "/pokeapi"]
        func start(_ extra: String = "") throws -> TmuxSession {
            try TmuxSession(command: "\(TmuxSession.quote(Pagetty.binary)) --no-cache \(extra)", environment: environment)
        }
        let first = try start()
        try await first.waitUntil("the first rows") { !BrowserScreen($0).itemRows.isEmpty }
        try first.send(tab)
        try await first.waitUntil("the tab's rows") { BrowserScreen($0).itemRows.count > 10 }
        let top = try await first.waitUntil("the first row", timeout: .seconds(2)) { _ in true }
        let firstRowBefore = BrowserScreen(top).itemRows.first
        for _ in 0..<5 { try first.send("NPage") }
        let moved = try await first.waitUntil("a screen further on", timeout: .seconds(10)) {
            let screen = BrowserScreen($0)
            return !screen.isLoading && screen.itemRows.first != firstRowBefore && !screen.itemRows.isEmpty
        }
        let remembered = try #require(BrowserScreen(moved).itemRows.first)
        try first.send("q")
        _ = try await first.waitForExit()

        let second = try start(tab == "3" ? "pokemon" : "github")
        try await second.waitUntil("the remembered row first", timeout: .seconds(10)) {
            BrowserScreen($0).itemRows.first == remembered
        }
        try second.send("q")
        _ = try await second.waitForExit()

        let fresh = try start("--fresh " + (tab == "3" ? "pokemon" : "github"))
        try await fresh.waitUntil("the top again", timeout: .seconds(10)) {
            BrowserScreen($0).itemRows.first == firstRowBefore
        }
        await mock.stop()
    }
}
