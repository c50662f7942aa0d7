import Foundation
import Testing

/// Pictures in the real binary: half blocks in the detail pane, or the NO_COLOR note.
@Suite("Pictures end to end", .serialized, .enabled(if: Pagetty.supportsDemo, "the pagetty binary is not built"))
struct PictureEndToEndTests {
    /// A cache of its own, so runs neither read nor fill the user's; `swift test` runs tests
    /// with NO_COLOR=1, and an empty value means unset (no-color.org).
    static func environment(_ extra: [String: String] = [:]) -> [String: String] {
        let cache = FileManager.default.temporaryDirectory.appendingPathComponent("pagetty-e2e-cache-\(getpid())").path
        return ["XDG_CACHE_HOME": cache, "NO_COLOR": ""].merging(extra) { $1 }
    }

    static func hasHalfBlocks(_ lines: [String]) -> Bool {
        lines.contains { $0.contains("▀") || $0.contains("▄") }
    }

    @Test func theGitHubDetailShowsAPicture() async throws {
        let session = try Pagetty.demo(width: 160, height: 45, environment: Self.environment())
        try await session.waitUntil("the first rows") { !BrowserScreen($0).itemRows.isEmpty && !BrowserScreen($0).isLoading }
        try session.send("1")
        // One avatar in forty is missing on the mock: try the next row after a note.
        for attempt in 0..<3 {
            if attempt > 0 { try session.send("q", "j") }  // q closes the pane (Esc with j at once is Alt+j)
            try session.send("Enter")
            let screen = try await session.waitUntil("a picture or a note", timeout: .seconds(10)) {
                Self.hasHalfBlocks($0) || $0.contains { $0.contains("picture not found") }
            }
            if Self.hasHalfBlocks(screen) { return }
        }
        Issue.record("no picture in three details")
    }

    @Test func noColorShowsANoteInstead() async throws {
        let session = try Pagetty.demo(width: 160, height: 45, environment: Self.environment(["NO_COLOR": "1"]))
        try await session.waitUntil("the first rows") { !BrowserScreen($0).itemRows.isEmpty && !BrowserScreen($0).isLoading }
        try session.send("Enter")
        let screen = try await session.waitUntil("the note", timeout: .seconds(10)) { $0.contains { $0.contains("pictures off") } }
        #expect(!Self.hasHalfBlocks(screen))
    }
}
