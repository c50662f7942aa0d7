import Foundation
import MockAPI
import Testing

/// `pagetty url` on a slow server: the browser opens at once with a loading row while detection
/// asks the first pages, `q` works meanwhile and the terminal comes back (issue 42, point 7).
@Suite("End to end: open at once", .serialized, .enabled(if: Pagetty.supportsDemo, "the pagetty binary is not built"))
struct OpenAtOnceTests {
    static func slowSession(_ mock: MockServer) throws -> TmuxSession {
        // Every answer takes 6 s: detection's first page and its confirming page 2 alike.
        mock.addFault(FaultRule(pathPrefix: "/generic/offset", kind: .latency(milliseconds: 6_000, jitter: 0)))
        return try TmuxSession(command: "\(TmuxSession.quote(Pagetty.binary)) url --no-cache '\(mock.baseURL)/generic/offset?count=30'",
                               width: 100, height: 20)
    }

    @Test func theLoadingRowShowsBeforeTheFirstPageAnswers() async throws {
        let mock = try await MockServer.start()
        let session = try Self.slowSession(mock)
        let started = ContinuousClock.now
        let opened = try await session.waitUntil("the browser with its loading row", timeout: .seconds(5)) { lines in
            BrowserScreen(lines).isBrowser && BrowserScreen(lines).isLoading
        }
        #expect(ContinuousClock.now - started < .seconds(4), "the browser waited for the server")
        #expect(BrowserScreen(opened).status.contains("asking"), "\(opened)")
        _ = try await session.waitUntil("the rows", timeout: .seconds(30)) { !BrowserScreen($0).itemRows.isEmpty }
        try session.send("q")
        #expect(try await session.waitForExit().status == 0)
        await mock.stop()
    }

    @Test func qQuitsWhileTheFirstPageIsAwaited() async throws {
        let mock = try await MockServer.start()
        let session = try Self.slowSession(mock)
        _ = try await session.waitUntil("the browser", timeout: .seconds(5)) { BrowserScreen($0).isBrowser }
        let asked = ContinuousClock.now
        try session.send("q")
        let exit = try await session.waitForExit(timeout: .seconds(5))
        #expect(ContinuousClock.now - asked < .seconds(3), "q waited for the server")
        #expect(exit.status == 0)
        #expect(exit.sttyRestored, "stty -g changed")
        await mock.stop()
    }
}
