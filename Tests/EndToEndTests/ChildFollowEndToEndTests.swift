import Foundation
import MockAPI
import Testing
import TestSupport

/// `--follow` reaches the lists opened from a followed tab (issue 40, point 3: following works in a
/// child as in a top list): a child's first page is asked again at the tab's pace.
@Suite("End to end: following a related list", .serialized, .enabled(if: Pagetty.supportsDemo, "the pagetty binary is not built"))
struct ChildFollowEndToEndTests {
    /// The requests `mock` had for an item's comments.
    static func commentAsks(_ mock: MockServer) -> [LoggedRequest] {
        mock.requestLog.filter { $0.path.hasSuffix("/comments") }
    }

    @Test func anItemsCommentsOpenedFromAFollowedTabAreFollowedToo() async throws {
        let home = TemporaryDirectory(); defer { home.remove() }
        // With a token: an hour's 60 unauthenticated requests would space the polls a minute apart
        // (following spends the budget evenly until the reset); 1,000 space them a few seconds.
        var configuration = MockConfiguration()
        configuration.tokens = ["s3cret"]
        let mock = try await MockServer.start(configuration)
        let command = "\(TmuxSession.quote(Pagetty.binary)) qiita --base-url '\(mock.baseURL)/qiita' --no-cache --follow --follow-interval 1"
        let session = try TmuxSession(command: command, width: 100, height: 24,
                                      environment: home.pagettyEnvironment(["QIITA_TOKEN": "s3cret"]))
        _ = try await session.waitUntil("the items") { BrowserScreen($0).itemRows.count > 5 }
        try session.send("Enter")
        _ = try await session.waitUntil("the menu") { lines in lines.contains { $0.contains("1 comments   2 @") } }
        try session.send("1")
        _ = try await session.waitUntil("the comments") { lines in
            BrowserScreen(lines).tabBar.contains("› comments") && BrowserScreen(lines).endRow != nil
        }
        let opened = Self.commentAsks(mock).count
        // Polled: the first page asked again while the child is shown, nothing pressed.
        _ = try await session.waitUntil("the comments asked again", timeout: .seconds(40)) { _ in
            Self.commentAsks(mock).count > opened
        }
        let polls = Self.commentAsks(mock).dropFirst(opened)
        #expect(polls.allSatisfy { ($0.query ?? "").split(separator: "&").contains("page=1") }, "\(polls.map(\.query))")
        try session.send("q")
        _ = try await session.waitForExit()
        await mock.stop()
    }
}
