import Foundation
import Testing

/// `--follow` in the browser (issue 23): new Qiita items arrive above while the selection and the
/// rows on screen stay put; the status line counts them and N goes to them.
@Suite("End to end: following in the browser", .serialized, .enabled(if: Pagetty.supportsDemo, "the pagetty binary is not built"))
struct FollowEndToEndTests {
    /// The list line the selection is on (reverse video; the status line, also reversed, is not
    /// a list line), by its index in the capture.
    static func selectedLine(_ session: TmuxSession) throws -> Int? {
        let styled = try session.captureWithEscapes()
        return (2..<max(2, styled.count - 2)).first { styled[$0].range(of: #"\x1B\[([0-9]+;)*7m"#, options: .regularExpression) != nil }
    }

    @Test func newItemsComeInAboveWithoutMovingTheSelection() async throws {
        // The demo's lists grow an item every 5 s with --follow, and are polled as often.
        let session = try TmuxSession(command: "\(TmuxSession.quote(Pagetty.binary)) --demo qiita --follow", width: 120, height: 20)
        _ = try await session.waitUntil("the first page") {
            let screen = BrowserScreen($0)
            return screen.isBrowser && !screen.isLoading && screen.itemRows.count >= 12
        }
        try session.send("j", "j", "j")
        let before = try await session.waitUntil("the fourth row selected") { _ in (try? Self.selectedLine(session)) == 5 }
        let (selected, top) = (before[5], before[2])
        #expect(!BrowserScreen(before).status.contains("new"))

        let grown = try await session.waitUntil("new items counted", timeout: .seconds(30)) {
            BrowserScreen($0).status.contains(" new")
        }
        #expect(BrowserScreen(grown).status.range(of: #"↑ \d+ new"#, options: .regularExpression) != nil,
                "\(BrowserScreen(grown).status)")
        #expect(try Self.selectedLine(session) == 5, "the selection stays on its line")
        #expect(grown[5] == selected && grown[2] == top, "the rows on screen did not move")

        // A poll may land just after N (the demo grows every 5 s): then the newest is above again, counted.
        var newest: [String] = []
        for _ in 0..<3 {
            try session.send("N")
            newest = try await session.waitUntil("the newest at the top") { _ in (try? Self.selectedLine(session)) == 2 }
            if !BrowserScreen(newest).status.contains(" new") { break }
        }
        #expect(newest[2] != top, "a new item is first")
        #expect(!BrowserScreen(newest).status.contains(" new"), "the count is cleared")
        #expect(newest.dropFirst(3).contains(top), "the old first row is further down")
        try session.send("q")
        #expect(try await session.waitForExit().status == 0)
    }
}
