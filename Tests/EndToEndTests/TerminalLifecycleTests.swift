import Foundation
import Testing

extension EndToEndTests {
    @Test func aSwiftTrapRestoresTheTerminal() async throws {
        // The hidden hook makes pagetty call fatalError right after its first frame: SIGILL, 128 + 4.
        let session = try Pagetty.demo(environment: ["PAGETTY_TEST_TRAP": "1"])
        let exit = try await session.waitForExit()
        #expect(exit.status == 128 + SIGILL)
        #expect(exit.sttyRestored, "stty -g changed")
    }

    @Test func ctrlBackslashRestoresTheTerminal() async throws {
        // SIGQUIT (what Ctrl-\ sends) is a fatal signal like SIGSEGV: restore, then die by it, 128 + 3.
        // Sent with kill, not the key: the key would reach the wrapper shell's process group too.
        let session = try Pagetty.demo()
        try await session.waitUntil("the first rows") { !BrowserScreen($0).itemRows.isEmpty }
        #expect(try session.alternateScreenOn())
        kill(try await session.programPID(), SIGQUIT)
        let exit = try await session.waitForExit()
        #expect(exit.status == 128 + SIGQUIT)
        #expect(exit.sttyRestored, "stty -g changed")
        #expect(try !session.alternateScreenOn(), "still on the alternate screen")
    }

    /// The browser's main thread holds its six signals blocked, so one sent while the browser
    /// starts waits for the loop to take it: ignored at the process level until dispatch took
    /// them over (late on a loaded machine), a SIGTERM in that moment was dropped and it ran on.
    @Test func theBrowserHoldsItsSignalsBlockedForTheLoopToTake() async throws {
        let session = try Pagetty.demo()
        try await session.waitUntil("the first rows") { !BrowserScreen($0).itemRows.isEmpty }
        let pid = try await session.programPID()
        let status = try String(contentsOfFile: "/proc/\(pid)/task/\(pid)/status", encoding: .utf8)
        let field = status.split(separator: "\n").first { $0.hasPrefix("SigBlk:") }
        let blocked = try #require(field.flatMap { UInt64($0.dropFirst("SigBlk:".count).trimmingCharacters(in: .whitespaces), radix: 16) })
        for signal in [SIGINT, SIGTERM, SIGHUP, SIGTSTP, SIGCONT, SIGWINCH] {
            #expect(blocked & (1 << UInt64(signal - 1)) != 0, "signal \(signal) not blocked on the main thread: \(String(blocked, radix: 16))")
        }
        kill(pid, SIGTERM)
        let exit = try await session.waitForExit()
        #expect(exit.status == 128 + SIGTERM)
        #expect(exit.sttyRestored, "stty -g changed")
    }

    @Test func aStackOverflowRestoresTheTerminal() async throws {
        // The hidden hook recurses on the main thread until the stack is gone: the handler has
        // its own stack, restores, and the process still dies by SIGSEGV (128 + 11).
        let session = try Pagetty.demo(environment: ["PAGETTY_TEST_TRAP": "stack"])
        let exit = try await session.waitForExit()
        #expect(exit.status == 128 + SIGSEGV)
        #expect(exit.sttyRestored, "stty -g changed")
        #expect(try !session.alternateScreenOn(), "still on the alternate screen")
    }

    @Test func aResizeStormWhileLoadingEndsInAGoodFrame() async throws {
        // A separate mock with 300–500 ms of latency, so the storm lands while pages are in flight;
        // its URL comes back through a FIFO, so nothing waits on a guessed time.
        let mock = Pagetty.binary.replacingOccurrences(of: "/pagetty", with: "/pagetty-mock", options: .backwards)
        let fifo = FileManager.default.temporaryDirectory.appendingPathComponent("pagetty-mock-\(getpid())-\(UUID())").path
        let script = "mkfifo \(TmuxSession.quote(fifo)); \(TmuxSession.quote(mock)) --latency 300 --jitter 200 "
            + "> \(TmuxSession.quote(fifo)) & read url < \(TmuxSession.quote(fifo)); "
            + "PAGETTY_GITHUB_URL=$url/github \(TmuxSession.quote(Pagetty.binary)); s=$?; kill $!; rm -f \(TmuxSession.quote(fifo)); (exit $s)"
        let session = try TmuxSession(command: script)
        try await session.waitUntil("the first request in flight") { BrowserScreen($0).isLoading }
        let sizes = [(80, 24), (15, 4), (120, 40), (20, 5), (200, 50), (30, 8), (100, 30), (19, 5)]
        for _ in 0..<4 {
            for (width, height) in sizes { try session.resize(width: width, height: height) }
        }
        try session.resize(width: 100, height: 30)
        let screen = BrowserScreen(try await session.waitUntil("a full frame at 100×30", timeout: .seconds(10)) {
            let screen = BrowserScreen($0)
            return screen.lines.count == 30 && screen.isBrowser && screen.itemRows.count > 5
        })
        #expect(screen.rows.count <= 27)
        #expect(screen.lines.allSatisfy { $0.count <= 100 })
        try session.send("q")
        let exit = try await session.waitForExit()
        #expect(exit.status == 0)
        #expect(exit.sttyRestored, "stty -g changed")
    }
}
