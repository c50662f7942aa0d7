import Testing
#if canImport(Glibc)
import Glibc
#endif
@testable import TerminalUI

/// `o`: which browser command runs, and that it runs detached and quiet.
@MainActor
@Suite("URL opener")
struct URLOpenerTests {
    @Test func theBrowserCommandComesFromBROWSER() {
        #expect(URLOpener.command(for: "https://a.b/c", browser: nil) == ["xdg-open", "https://a.b/c"])
        #expect(URLOpener.command(for: "https://a.b/c", browser: "") == ["xdg-open", "https://a.b/c"])
        #expect(URLOpener.command(for: "https://a.b/c", browser: "firefox:chromium") == ["firefox", "https://a.b/c"])
        #expect(URLOpener.command(for: "https://a.b/c", browser: "w3m -o x %s") == ["w3m", "-o", "x", "https://a.b/c"])
    }

    /// A launch that worked says so, with the page it opened (issue 42, point 9).
    @Test func aLaunchThatEndedWellSaysWhatItOpened() async {
        let said = await withCheckedContinuation { (done: CheckedContinuation<String?, Never>) in
            let problem = URLOpener.open("https://a.b/c", browser: "true") { done.resume(returning: $0) }
            #expect(problem == nil)
        }
        #expect(said == "opened https://a.b/c")
    }

    @Test func openingRunsTheBrowserQuietly() throws {
        let pid = try #require(URLOpener.spawn(["sh", "-c", "echo leaked; echo leaked >&2; read x; exit 7"]))
        var status: Int32 = 0
        #expect(waitpid(pid, &status, 0) == pid)
        // stdin was /dev/null, so `read` failed at once and the exit status came through.
        #expect((status >> 8) & 0xFF == 7)
        #expect(URLOpener.spawn(["/nonexistent/browser"]) == nil)
    }
}
