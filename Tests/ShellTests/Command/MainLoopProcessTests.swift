import Foundation
import MockAPI
import Testing
import TestSupport

/// `pagetty` runs every command on `MainLoop`: its main thread waits in curl's poll while a
/// request is out. Run on dispatch's main queue instead (an `async` entry point), the main
/// thread sleeps in `sigsuspend` (130) and a thread of curl's own carries the transfers, each
/// answer waking two more threads on its way to the paginator (`make bench` measures it).
@Suite struct MainLoopProcessTests {
    @Test func theMainThreadCarriesTheRequests() async throws {
        let home = TemporaryDirectory(); defer { home.remove() }
        var configuration = MockConfiguration()
        configuration.latency = .seconds(3)
        let mock = try await MockServer.start(configuration)
        defer { Task { await mock.stop() } }
        let run = try FollowedProcess(PagettyProcess(home: home), ["pokemon", "--print", "tsv", "--limit", "1", "--no-cache"],
                                      ["PAGETTY_POKEAPI_URL": mock.baseURL + "/pokeapi"])
        defer { run.stop() }
        // The mock answers after 3 s: until then the first page is out, and once start-up is done
        // the main thread waits in its poll. The first field of /proc/PID/syscall is the call the
        // main thread is blocked in (7 is poll); read until it says so, within those 3 s.
        let path = "/proc/\(run.process.processIdentifier)/syscall"
        let deadline = ContinuousClock.now + .milliseconds(2_500)
        var seen: [String] = []
        while ContinuousClock.now < deadline, seen.last != "7" {
            try await Task.sleep(for: .milliseconds(50))
            if let text = try? String(contentsOfFile: path, encoding: .utf8), let call = text.split(separator: " ").first {
                seen.append(String(call))
            }
        }
        #expect(seen.last == "7", "the main thread was in: \(Set(seen))")
        #expect(await run.line() != nil)
    }
}
