import Foundation
import Testing

/// Starting with the network down shows the cached pages and says so in the status bar.
@Suite("End to end: offline start", .serialized, .enabled(if: Pagetty.supportsDemo, "the pagetty binary is not built"))
struct OfflineEndToEndTests {
    @Test func aSecondRunWithoutTheServerShowsTheCachedPage() async throws {
        // The mock in a session of its own, so that it can really stop (Ctrl-C ends the process
        // and closes its port; the in-process server's stop leaves connections hanging).
        let mockBinary = Pagetty.binary.replacingOccurrences(of: "/pagetty", with: "/pagetty-mock", options: .backwards)
        let server = try TmuxSession(command: TmuxSession.quote(mockBinary))
        let printed = try await server.waitUntil("the mock's URL") { $0.first?.hasPrefix("http://127.0.0.1:") == true }
        let base = printed[0].trimmingCharacters(in: .whitespaces)
        let home = FileManager.default.temporaryDirectory.appendingPathComponent("pagetty-offline-\(UUID().uuidString)").path
        defer { try? FileManager.default.removeItem(atPath: home) }
        // Qiita says max-age=0: every run revalidates, so the second one meets the dead server.
        let environment = ["XDG_STATE_HOME": home + "/state", "XDG_CONFIG_HOME": home + "/config",
                           "PAGETTY_GITHUB_URL": base + "/github", "PAGETTY_QIITA_URL": base + "/qiita",
                           "PAGETTY_POKEAPI_URL": base + "/pokeapi"]
        let command = "\(TmuxSession.quote(Pagetty.binary)) --cache-dir \(TmuxSession.quote(home + "/cache")) qiita"

        let online = try TmuxSession(command: command, environment: environment)
        let first = try await online.waitUntil("the first rows") { BrowserScreen($0).itemRows.count > 5 }
        #expect(!BrowserScreen(first).status.contains("offline"))
        let rows = Array(BrowserScreen(first).itemRows.prefix(5))
        try online.send("q")
        _ = try await online.waitForExit()
        try server.send("C-c")
        _ = try await server.waitForExit()

        let offline = try TmuxSession(command: command, environment: environment)
        let screen = try await offline.waitUntil("the cached rows, offline", timeout: .seconds(10)) {
            let screen = BrowserScreen($0)
            return screen.status.contains("offline: cached page from ") && screen.itemRows.count > 5
        }
        #expect(Array(BrowserScreen(screen).itemRows.prefix(5)) == rows)
        // The time is the local hh:mm of this run's day (the entry was stored seconds ago).
        #expect(BrowserScreen(screen).status.contains(try Regex(#"offline: cached page from \d\d:\d\d  "#)))
        try offline.send("q")
        _ = try await offline.waitForExit()
    }
}
