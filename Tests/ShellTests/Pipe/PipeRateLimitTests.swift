import Catalog
import Clocks
import Foundation
import Networking
import Paging
import Shell
import Synchronization
import Testing
import TestSupport

/// A server that answers every request with a 429 it says to retry at once (`Retry-After: 0`,
/// or a date in the past) must not hold a dump for ever: the waits double, and pipe mode gives
/// up after as many as it retries anything else, in one line.
@MainActor @Suite struct PipeRateLimitTests {
    @Test(arguments: ["0", "Wed, 21 Oct 2015 07:28:00 GMT"])
    func repeated429sBackOffThenGiveUp(retryAfter: String) async throws {
        let clock = TestClock()
        let start = clock.now
        let sentAt = Mutex<[Duration]>([])
        let stub = StubTransport { _ in
            sentAt.withLock { $0.append(start.duration(to: clock.now)) }
            return HTTPResponse(status: 429, headers: ["Retry-After": retryAfter])
        }
        let messages = Mutex<[String]>([])
        let source = try BuiltInSource.github.make(perPage: 3, captureRaw: true)
        let pipe = PipeRunner(source: SequentialSource(source), transport: stub, clock: clock,
                              configuration: PagingConfiguration(), fields: BuiltInSource.github.pipeFields,
                              format: .tsv, limit: nil, write: { _ in true },
                              diagnose: { line in messages.withLock { $0.append(line) } })
        let ended = Mutex<String?>(nil)
        let run = Task {
            do {
                _ = try await pipe.run()
                ended.withLock { $0 = "ended without an error" }
            } catch {
                ended.withLock { $0 = String(describing: error) }
            }
        }
        var seconds = 0
        while ended.withLock({ $0 }) == nil, seconds < 120 {
            for _ in 0..<50 { await Task.yield() }
            await clock.advance(by: .seconds(1))
            seconds += 1
        }
        let why = ended.withLock { $0 }
        if why == nil { run.cancel() }
        #expect(why?.contains("rate limited") == true, "\(why ?? "still running after \(seconds) s")")
        let times = sentAt.withLock { $0 }
        // The first request and three more, as for any transient failure (`retries = 3`).
        #expect(times.count == 4, "\(times.count) requests")
        // Each wait at least twice the one before: 1, 2, 4 s.
        let gaps = zip(times.dropFirst(), times).map { $0 - $1 }
        #expect(gaps.count == 3 && gaps[0] >= .seconds(1) && gaps[1] >= .seconds(2) && gaps[2] >= .seconds(4), "\(gaps)")
        #expect(messages.withLock { $0 }.allSatisfy { !$0.contains("\n") })
    }
}
