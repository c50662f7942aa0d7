import Foundation
import MockAPI
import Testing

/// Credentials stay with their origin when a related list opens: two mock servers on loopback
/// (two ports, two origins). A child on the list's own server gets the token and the `-H` header;
/// a child on the other server gets neither, and the status line says it opened without them.
@Suite("End to end: credentials of related lists", .serialized, .enabled(if: Pagetty.supportsDemo, "the pagetty binary is not built"))
struct CredentialScopeEndToEndTests {
    static let variable = "PAGETTY_E2E_SCOPE_TOKEN"

    /// `pagetty url` on `home`'s GitHub users with a token and a header, the first user's detail open.
    static func session(_ home: MockServer) async throws -> TmuxSession {
        let command = "env \(variable)=s3cret \(TmuxSession.quote(Pagetty.binary)) url --no-cache --token-env \(variable)"
            + " -H 'X-Scope: home' '\(home.baseURL)/github/users'"
        let session = try TmuxSession(command: command, width: 140, height: 24)
        _ = try await session.waitUntil("the users") { BrowserScreen($0).itemRows.count > 5 }
        try session.send("Enter")
        _ = try await session.waitUntil("the menu of related lists") { $0.contains { $0.hasPrefix("1 followers") } }
        return session
    }

    /// A mock that takes the session's token, as the real API takes a valid one.
    static func start() async throws -> MockServer {
        var configuration = MockConfiguration()
        configuration.tokens = ["s3cret"]
        return try await MockServer.start(configuration)
    }

    static func header(_ name: String, of request: LoggedRequest) -> String? {
        request.headers.first { $0.name == name }?.value
    }

    @Test func aChildOnTheListsOriginGetsTheTokenAndTheHeader() async throws {
        let home = try await Self.start()
        let session = try await Self.session(home)
        try session.send("1")
        _ = try await session.waitUntil("the followers") { lines in
            BrowserScreen(lines).tabBar.contains("› followers") && BrowserScreen(lines).itemRows.count > 1
        }
        let child = try #require(home.requestLog.first { $0.path.hasSuffix("/followers") })
        #expect(Self.header("authorization", of: child)?.hasPrefix("Bearer") == true, "\(child.headers)")
        #expect(Self.header("x-scope", of: child) == "home")
        try session.send("q")
        _ = try await session.waitForExit()
        await home.stop()
    }

    @Test func aChildOnAnotherOriginGetsNeitherAndTheStatusLineSaysSo() async throws {
        let home = try await Self.start()
        let other = try await MockServer.start()
        // The users' links (followers_url…) point at the other server; their pages stay at home.
        home.addFault(FaultRule(pathPrefix: "/github/users", kind: .foreignLinks(host: String(other.baseURL.dropFirst("http://".count)))))
        let session = try await Self.session(home)
        let menu = try session.capture()
        #expect(menu.contains { $0.hasPrefix("1 followers @\(other.baseURL)") }, "\(menu)")
        try session.send("1")
        let opened = try await session.waitUntil("the followers from the other server") { lines in
            BrowserScreen(lines).tabBar.contains("› followers") && BrowserScreen(lines).itemRows.count > 1
        }
        // The message line, just above the status bar.
        #expect(opened.contains { $0.hasPrefix("followers: opened without credentials (\(other.baseURL) is not \(home.baseURL))") }, "\(opened)")
        let child = try #require(other.requestLog.first { $0.path.hasSuffix("/followers") })
        #expect(Self.header("authorization", of: child) == nil, "\(child.headers)")
        #expect(Self.header("x-scope", of: child) == nil, "\(child.headers)")
        // The list itself had them: the difference is the origin's, not a lost flag.
        let list = try #require(home.requestLog.first { $0.path == "/github/users" })
        #expect(Self.header("x-scope", of: list) == "home")
        try session.send("q")
        _ = try await session.waitForExit()
        await home.stop()
        await other.stop()
    }
}
