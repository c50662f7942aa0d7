import Foundation
import Testing

/// `--cache-dir` moves every disk cache: the HTTP pages and the pictures alike.
@Suite("End to end: image cache directory", .serialized, .enabled(if: Pagetty.supportsDemo, "the pagetty binary is not built"))
struct ImageCacheEndToEndTests {
    @Test func cacheDirMovesTheImageCache() async throws {
        // The mock in a session of its own: the demo turns the disk caches off, a real run keeps them.
        let mockBinary = Pagetty.binary.replacingOccurrences(of: "/pagetty", with: "/pagetty-mock", options: .backwards)
        let server = try TmuxSession(command: TmuxSession.quote(mockBinary))
        let printed = try await server.waitUntil("the mock's URL") { $0.first?.hasPrefix("http://127.0.0.1:") == true }
        let base = printed[0].trimmingCharacters(in: .whitespaces)
        let home = FileManager.default.temporaryDirectory.appendingPathComponent("pagetty-images-\(UUID().uuidString)").path
        defer { try? FileManager.default.removeItem(atPath: home) }
        let environment = ["XDG_STATE_HOME": home + "/state", "XDG_CONFIG_HOME": home + "/config",
                           "XDG_CACHE_HOME": home + "/xdg-cache", "NO_COLOR": "",
                           "PAGETTY_GITHUB_URL": base + "/github", "PAGETTY_QIITA_URL": base + "/qiita",
                           "PAGETTY_POKEAPI_URL": base + "/pokeapi"]
        let moved = home + "/moved"
        let command = "\(TmuxSession.quote(Pagetty.binary)) --cache-dir \(TmuxSession.quote(moved)) github"
        let session = try TmuxSession(command: command, width: 160, height: 45, environment: environment)
        try await session.waitUntil("the first rows") { !BrowserScreen($0).itemRows.isEmpty && !BrowserScreen($0).isLoading }
        // One avatar in forty is missing on the mock: try the next row after a note.
        var shown = false
        for attempt in 0..<3 where !shown {
            if attempt > 0 { try session.send("q", "j") }  // q closes the pane (Esc with j at once is Alt+j)
            try session.send("Enter")
            let screen = try await session.waitUntil("a picture or a note", timeout: .seconds(10)) {
                PictureEndToEndTests.hasHalfBlocks($0) || $0.contains { $0.contains("picture not found") }
            }
            shown = PictureEndToEndTests.hasHalfBlocks(screen)
        }
        try session.send("q", "q")  // the first q closes the detail pane (Esc with q at once is Alt+q)
        _ = try await session.waitForExit()
        try server.send("C-c")
        _ = try await server.waitForExit()
        try #require(shown, "no picture in three details")
        // The picture was stored before it was decoded and drawn.
        let images = (try? FileManager.default.contentsOfDirectory(atPath: moved + "/images")) ?? []
        #expect(!images.filter { !$0.hasPrefix(".") }.isEmpty, "no image under --cache-dir")
        #expect(!FileManager.default.fileExists(atPath: home + "/xdg-cache/pagetty"), "a cache still under XDG_CACHE_HOME")
    }
}
