import Foundation
import Testing
import TestSupport

/// Keys that must never surprise, in tmux: Alt+key is not Esc then a quit, `o` says how the
/// launch went, and the config's key warnings show on the screen, not after it closes.
@Suite("End to end: keys", .serialized, .enabled(if: Pagetty.supportsDemo, "the pagetty binary is not built"))
struct KeysEndToEndTests {
    /// The browser on the demo's GitHub tab with `BROWSER` set to `browser`, once rows show.
    static func browser(_ browser: String, arguments: String = "") async throws -> TmuxSession {
        let session = try TmuxSession(command: "\(TmuxSession.quote(Pagetty.binary)) --demo \(arguments)",
                                      environment: ["BROWSER": browser])
        _ = try await session.waitUntil("rows") { BrowserScreen($0).isBrowser && BrowserScreen($0).itemRows.count >= 5 }
        return session
    }

    @Test func altKeysDoNotQuitAndAFailedLaunchIsNamed() async throws {
        let session = try await Self.browser("/nonexistent/browser")
        // Esc j and Esc q, as a terminal sends Alt+j and Alt+q: before, Esc alone quit at once.
        try session.send("M-j", "M-q", "o")
        let screen = BrowserScreen(try await session.waitUntil("the launch's failure") {
            BrowserScreen($0).status.contains("cannot run /nonexistent/browser")
        })
        #expect(screen.rows.first { $0.contains("cannot") } == nil)
        try session.send("q")
        #expect(try await session.waitForExit().status == 0)
    }

    @Test func aBrowserThatFailsIsNamedAndOneThatWorksClearsOpening() async throws {
        let failing = try await Self.browser("false")
        try failing.send("o")
        _ = try await failing.waitUntil("false's status") { BrowserScreen($0).status.contains("cannot open: false exited with 1") }
        try failing.send("q")
        _ = try await failing.waitForExit()
        // A browser that takes a second: "opening…" shows, then goes once it has exited with 0.
        let script = FileManager.default.temporaryDirectory.appendingPathComponent("pagetty-browser-\(UUID().uuidString)").path
        try "#!/bin/sh\nsleep 1\n".write(toFile: script, atomically: true, encoding: .utf8)
        try FileManager.default.setAttributes([.posixPermissions: 0o700], ofItemAtPath: script)
        defer { try? FileManager.default.removeItem(atPath: script) }
        let working = try await Self.browser(script)
        try working.send("o")
        _ = try await working.waitUntil("opening…") { BrowserScreen($0).status.contains("opening…") }
        _ = try await working.waitUntil("opening… cleared") { !BrowserScreen($0).status.contains("opening") }
        #expect(!BrowserScreen(try working.capture()).status.contains("cannot"))
        try working.send("q")
        _ = try await working.waitForExit()
    }

    @Test func badKeyEntriesWarnOnTheScreen() async throws {
        let config = FileManager.default.temporaryDirectory.appendingPathComponent("pagetty-keys-\(UUID().uuidString).toml").path
        try "[keys]\njump = \"z\"\n".write(toFile: config, atomically: true, encoding: .utf8)
        defer { try? FileManager.default.removeItem(atPath: config) }
        let session = try TmuxSession(command: "\(TmuxSession.quote(Pagetty.binary)) --demo --config \(TmuxSession.quote(config))")
        // Longer than the status line at 200 columns, it shows whole on the lines just above it (issue 42, point 6).
        _ = try await session.waitUntil("the warning") { $0.joined(separator: " ").contains("[keys] jump: unknown action") }
        try session.send("q")
        #expect(try await session.waitForExit().status == 0)
    }

    /// `[keys] quit = "M-x"`: Esc then x, as the terminal sends Alt+x, quits; Esc before it did not.
    @Test func anAltBindingActsThroughTheTerminal() async throws {
        let config = FileManager.default.temporaryDirectory.appendingPathComponent("pagetty-keys-\(UUID().uuidString).toml").path
        try "[keys]\nquit = \"M-x\"\n".write(toFile: config, atomically: true, encoding: .utf8)
        defer { try? FileManager.default.removeItem(atPath: config) }
        let session = try await Self.browser("false", arguments: "--config \(TmuxSession.quote(config))")
        try session.send("M-x")
        #expect(try await session.waitForExit().status == 0)
    }

    /// Ctrl-S is a key like any other, not the tty's XOFF: a stopped terminal output would block
    /// the main thread at its next frame, and with it every transfer, until Ctrl-Q.
    @Test func ctrlSDoesNotStopTheScreen() async throws {
        let session = try await Self.browser("false")
        try session.send("C-s", "?")
        let shown = try? await session.waitUntil("the help after Ctrl-S", timeout: .seconds(10)) {
            BrowserScreen($0).isHelp
        }
        try session.send("C-q")  // lets a terminal that did stop go on, so that the session ends
        #expect(shown != nil, "the screen stopped after Ctrl-S")
        try session.send("q", "q")
        #expect(try await session.waitForExit().status == 0)
    }
}
