import Foundation
import Testing

/// A GitHub user's related list opened with a digit from the detail pane, and Backspace back to
/// the user, on the demo's mock (`pagetty url --demo /github/users`, its users carry `followers_url`).
@Suite("End to end: related lists", .serialized, .enabled(if: Pagetty.supportsDemo, "the pagetty binary is not built"))
struct ChildListEndToEndTests {
    @Test func aDigitOpensTheFollowersAndBackspaceLandsOnTheSameUser() async throws {
        let session = try TmuxSession(command: "\(TmuxSession.quote(Pagetty.binary)) url --demo /github/users", width: 120, height: 24)
        _ = try await session.waitUntil("the users") { BrowserScreen($0).itemRows.count > 5 }
        try session.send("j")
        try session.send("j")
        let parent = try await session.waitUntil("the third user selected") { BrowserScreen($0).status.contains(" 3/") }
        try session.send("Enter")
        let detail = try await session.waitUntil("the menu of related lists") { lines in
            lines.contains { $0.hasPrefix("1 followers   2 following") }
        }
        let user = detail.count > 2 ? detail[2].trimmingCharacters(in: .whitespaces) : ""
        try session.send("1")
        let child = try await session.waitUntil("the followers") { lines in
            BrowserScreen(lines).tabBar.contains("› \(user) › followers") && BrowserScreen(lines).itemRows.count > 1
        }
        #expect(BrowserScreen(child).itemRows != BrowserScreen(parent).itemRows)
        try await session.backToParentAndQuit(parent, selected: 3)
    }

    /// A Qiita item's `tags`, an array embedded in it, open as a list of their own rows, all known.
    @Test func anEmbeddedArrayOpensAsALocalList() async throws {
        let session = try TmuxSession(command: "\(TmuxSession.quote(Pagetty.binary)) url --demo /qiita/api/v2/items", width: 120, height: 24)
        let parent = try await session.waitUntil("the items") { BrowserScreen($0).itemRows.count > 5 }
        try session.send("Enter")
        _ = try await session.waitUntil("the menu") { $0.contains { $0.hasPrefix("1 tags") } }
        try session.send("1")
        let tags = try await session.waitUntil("the tags") { lines in
            BrowserScreen(lines).tabBar.trimmingCharacters(in: .whitespaces).hasSuffix("› tags") && BrowserScreen(lines).endRow != nil
        }
        #expect(!BrowserScreen(tags).itemRows.isEmpty)
        try session.send("h")
        let back = try await session.waitUntil("the items again, as they were") { lines in
            // The first screen's detection message covered the rows above the status line; the top ones are compared.
            !BrowserScreen(lines).tabBar.contains("›") && BrowserScreen(lines).itemRows.prefix(5) == BrowserScreen(parent).itemRows.prefix(5)
        }
        #expect(BrowserScreen(back).status.contains(" 1/"))
        try session.send("q")
        _ = try await session.waitForExit()
    }
}
