import Foundation
import Testing

/// The built-in tabs open their items' related lists as children (issue 40): on the demo, a
/// GitHub user's repositories page by `Link` to their end, and Backspace lands on the same user.
@Suite("End to end: built-in related lists", .serialized, .enabled(if: Pagetty.supportsDemo, "the pagetty binary is not built"))
struct BuiltInChildrenEndToEndTests {
    /// Repositories a page: small, so that a user's repositories take several pages.
    static let perPage = 10

    @Test func aUsersReposPageToTheEndAndBackspaceLandsOnTheUser() async throws {
        let session = try TmuxSession(command: "\(TmuxSession.quote(Pagetty.binary)) --demo --per-page \(Self.perPage)",
                                      width: 120, height: 30)
        _ = try await session.waitUntil("the users") { BrowserScreen($0).itemRows.count > 5 }
        // The first user with repositories enough for three pages, as their detail counts them.
        var repos = 0
        var parent: [String] = []
        var login = ""
        var chosen = 0
        for row in 1...12 where repos <= 2 * Self.perPage {
            chosen = row
            if row > 1 {
                try session.send("h")  // closes the pane (Escape then j could read as Alt-j)
                try session.send("j")
            }
            parent = try await session.waitUntil("user \(row) selected") { BrowserScreen($0).status.contains(" \(row)/") }
            try session.send("Enter")
            let detail = try await session.waitUntil("user \(row)'s detail and menu") { lines in
                lines.contains { $0.hasPrefix("1 repos   2 followers   3 following") } && lines.contains { $0.contains("Repositories") }
            }
            let field = detail.first { $0.contains("Repositories") } ?? ""
            repos = Int(field.split(separator: " ").last ?? "") ?? 0
            // The pane's `Login  name` field (the list's header has more words after `Login`).
            login = detail.lazy.compactMap { $0.trimmingCharacters(in: .whitespaces).firstMatch(of: /Login +(\S+)$/) }
                .first.map { String($0.1) } ?? "?"
        }
        #expect(repos > 2 * Self.perPage, "a user with three pages of repositories among the first twelve")
        try session.send("1")
        let child = try await session.waitUntil("the repositories") { lines in
            BrowserScreen(lines).tabBar.contains("› repos") && BrowserScreen(lines).itemRows.count > 1
        }
        #expect(BrowserScreen(child).itemRows.first?.contains("\(login)/") == true, "\(BrowserScreen(child).itemRows.first ?? "")")
        try session.send("G")
        let end = try await session.waitUntil("the last repository", timeout: .seconds(30)) { lines in
            BrowserScreen(lines).endRow != nil && BrowserScreen(lines).status.contains(" \(repos)/\(repos)")
        }
        #expect(BrowserScreen(end).itemRows.last?.contains("\(login)/") == true)
        try await session.backToParentAndQuit(parent, selected: chosen)
    }

    /// A Pokémon's first type lists it among the others of that type, in one answer, all known.
    @Test func aPokemonsTypeListsItAndBackspaceLandsOnIt() async throws {
        let session = try TmuxSession(command: "\(TmuxSession.quote(Pagetty.binary)) pokemon --demo", width: 100, height: 24)
        // Their types filled in (each row's detail), so that the list comes back as it was seen.
        let parent = try await session.waitUntil("the Pokémon with their types") { lines in
            BrowserScreen(lines).itemRows.count > 5 && BrowserScreen(lines).itemRows.allSatisfy { $0.split(separator: " ").count >= 3 }
        }
        try session.send("Enter")
        let detail = try await session.waitUntil("the types numbered in the menu") { lines in
            guard let type = Self.types(lines).first else { return false }
            return lines.contains { $0.contains("1 \(type)") }
        }
        let type = try #require(Self.types(detail).first)
        let name = detail.count > 2 ? detail[2].trimmingCharacters(in: .whitespaces) : ""
        try session.send("1")
        let child = try await session.waitUntil("the Pokémon of type \(type)") { lines in
            BrowserScreen(lines).tabBar.contains("› \(name) › \(type)") && BrowserScreen(lines).itemRows.count > 1
        }
        #expect(BrowserScreen(child).itemRows.contains { $0.hasPrefix("\(name) ") }, "\(BrowserScreen(child).itemRows.prefix(3))")
        try await session.backToParentAndQuit(parent, selected: 1)
    }

    /// The types the detail pane's `Types` field names.
    static func types(_ lines: [String]) -> [String] {
        lines.lazy.compactMap { $0.trimmingCharacters(in: .whitespaces).firstMatch(of: /Types +([a-z, -]+)$/) }
            .first.map { String($0.1).components(separatedBy: ", ") } ?? []
    }

    /// A Qiita item's comments, paged by `page`, as many as the item counts (`Total-Count`).
    @Test func anItemsCommentsOpenAndBackspaceLandsOnIt() async throws {
        let session = try TmuxSession(command: "\(TmuxSession.quote(Pagetty.binary)) qiita --demo", width: 100, height: 24)
        let parent = try await session.waitUntil("the items") { BrowserScreen($0).itemRows.count > 5 }
        try session.send("Enter")
        _ = try await session.waitUntil("the menu") { lines in lines.contains { $0.contains("1 comments   2 @") } }
        try session.send("1")
        let comments = try await session.waitUntil("the comments") { lines in
            BrowserScreen(lines).tabBar.contains("› comments") && BrowserScreen(lines).endRow != nil
        }
        #expect(BrowserScreen(comments).header.hasPrefix("body"), "\(BrowserScreen(comments).header)")
        #expect(BrowserScreen(comments).status.contains("/qiita/api/v2/items/"))
        try await session.backToParentAndQuit(parent, selected: 1)
    }
}
