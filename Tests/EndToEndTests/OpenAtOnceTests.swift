import Foundation
import MockAPI
import Testing

/// `pagetty url` on a slow server: the browser opens at once with a loading row while detection
/// asks the first pages, `q` works meanwhile and the terminal comes back (issue 42, point 7);
/// `--pick` too, the picker being the browser in pick mode.
@Suite("End to end: open at once", .serialized, .enabled(if: Pagetty.supportsDemo, "the pagetty binary is not built"))
struct OpenAtOnceTests {
    /// `pagetty url URL ARGUMENTS` on a list whose every answer takes 6 s: detection's first page
    /// and its confirming page 2 alike.
    static func slowSession(_ mock: MockServer, _ arguments: String = "") throws -> TmuxSession {
        mock.addFault(FaultRule(pathPrefix: "/generic/offset", kind: .latency(milliseconds: 6_000, jitter: 0)))
        return try TmuxSession(command: "\(TmuxSession.quote(Pagetty.binary)) url --no-cache '\(mock.baseURL)/generic/offset?count=30' \(arguments)",
                               width: 100, height: 20)
    }

    /// A file for a picker's stdout.
    static func outputFile() -> String {
        FileManager.default.temporaryDirectory.appendingPathComponent("pagetty-open-pick-\(getpid())-\(UUID().uuidString)").path
    }

    @Test func theLoadingRowShowsBeforeTheFirstPageAnswers() async throws {
        let mock = try await MockServer.start()
        let session = try Self.slowSession(mock)
        // Every answer takes 6 s: a browser that waited for the server would never show its loading
        // row asking for the first page. Not timed from the start: under load (the end-to-end lane
        // runs its suites at once) tmux and the process alone took more than 5 s.
        let opened = try await session.waitUntil("the browser with its loading row", timeout: .seconds(15)) { lines in
            BrowserScreen(lines).isBrowser && BrowserScreen(lines).isLoading
        }
        #expect(BrowserScreen(opened).itemRows.isEmpty, "the browser waited for the server: \(opened)")
        #expect(BrowserScreen(opened).status.contains("asking"), "\(opened)")
        _ = try await session.waitUntil("the rows", timeout: .seconds(30)) { !BrowserScreen($0).itemRows.isEmpty }
        try session.send("q")
        #expect(try await session.waitForExit().status == 0)
        await mock.stop()
    }

    @Test func qQuitsWhileTheFirstPageIsAwaited() async throws {
        let mock = try await MockServer.start()
        let session = try Self.slowSession(mock)
        _ = try await session.waitUntil("the browser", timeout: .seconds(15)) { BrowserScreen($0).isBrowser }
        let asked = ContinuousClock.now
        try session.send("q")
        let exit = try await session.waitForExit(timeout: .seconds(5))
        #expect(ContinuousClock.now - asked < .seconds(3), "q waited for the server")
        #expect(exit.status == 0)
        #expect(exit.sttyRestored, "stty -g changed")
        await mock.stop()
    }

    /// The picker opens at once as well; leaving it before the first page came prints nothing and
    /// ends with the picker's statuses (1 for Esc and q, 130 for Ctrl-C), the terminal restored.
    @Test(arguments: [("q", Int32(1)), ("Escape", Int32(1)), ("C-c", Int32(130))])
    func thePickerOpensAtOnceAndLeavesWhileTheFirstPageIsAwaited(_ key: String, _ status: Int32) async throws {
        let mock = try await MockServer.start()
        let output = Self.outputFile()
        defer { try? FileManager.default.removeItem(atPath: output) }
        let session = try Self.slowSession(mock, "--pick > \(TmuxSession.quote(output))")
        // Every answer takes 6 s: a picker that waited for the server would never show its loading
        // row asking for the first page. Not timed from the start: under load (the end-to-end lane
        // runs its suites at once) tmux and the process alone took more than 5 s.
        let opened = try await session.waitUntil("the picker with its loading row", timeout: .seconds(15)) { lines in
            BrowserScreen(lines).isBrowser && BrowserScreen(lines).isLoading
        }
        #expect(BrowserScreen(opened).itemRows.isEmpty, "the picker waited for the server: \(opened)")
        #expect(BrowserScreen(opened).status.contains("asking"), "\(opened)")
        let asked = ContinuousClock.now
        try session.send(key)
        let exit = try await session.waitForExit(timeout: .seconds(5))
        #expect(ContinuousClock.now - asked < .seconds(3), "\(key) waited for the server")
        #expect(exit.status == status)
        #expect(exit.sttyRestored, "stty -g changed")
        #expect(FileManager.default.contents(atPath: output) == Data(), "something was printed")
        await mock.stop()
    }

    /// Once the rows came, Enter picks as before: the item's field on stdout, status 0.
    @Test func thePickerOpenedAtOncePicksWhenTheRowsCome() async throws {
        let mock = try await MockServer.start()
        let output = Self.outputFile()
        defer { try? FileManager.default.removeItem(atPath: output) }
        let session = try Self.slowSession(mock, "--pick --field id > \(TmuxSession.quote(output))")
        _ = try await session.waitUntil("the picker", timeout: .seconds(15)) { BrowserScreen($0).isBrowser }
        let rows = BrowserScreen(try await session.waitUntil("the rows", timeout: .seconds(30)) {
            BrowserScreen($0).itemRows.count > 1
        }).itemRows
        // The id column is the row's last, right-aligned.
        let second = try #require(rows[1].split(separator: " ").last.map(String.init))
        try session.send("j", "Enter")
        let exit = try await session.waitForExit()
        #expect(exit.status == 0)
        #expect(exit.sttyRestored, "stty -g changed")
        #expect(String(decoding: FileManager.default.contents(atPath: output) ?? Data(), as: UTF8.self) == second + "\n")
        await mock.stop()
    }
}
