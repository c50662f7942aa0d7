import Catalog
import Clocks
import Foundation
import Networking
import Shell
import Paging
import Synchronization
import Testing
import TestSupport

/// The runner in process, over a stub transport and a test clock.
@MainActor @Suite struct PipeRunnerTests {
    nonisolated static func users(_ ids: ClosedRange<Int>, next: String?) -> HTTPResponse {
        let body = "[" + ids.map { "{\"login\":\"u\($0)\",\"id\":\($0),\"html_url\":\"https://github.com/u\($0)\"}" }
            .joined(separator: ",") + "]"
        var headers: HTTPHeaders = ["Content-Type": "application/json"]
        headers.add("Link", next.map { "<\($0)>; rel=\"next\"" } ?? "<https://api.github.com/users?since=0>; rel=\"first\"")
        return HTTPResponse(status: 200, headers: headers, body: Array(body.utf8))
    }

    final class Output {
        var lines: [String] = []
        var messages: [String] = []
    }

    func runner(_ stub: StubTransport, clock: some Clock<Duration>, output: Output, limit: Int? = nil) throws -> PipeRunner {
        let source = try BuiltInSource.github.make(perPage: 3, captureRaw: true)
        return PipeRunner(source: SequentialSource(source), transport: stub, clock: clock,
                          configuration: PagingConfiguration(), fields: BuiltInSource.github.pipeFields, format: .tsv,
                          limit: limit,
                          write: { bytes in
                              output.lines += String(decoding: bytes, as: UTF8.self).split(separator: "\n").map(String.init)
                              return true
                          },
                          diagnose: { output.messages.append($0) })
    }

    @Test func dedupesAcrossPagesAndStopsAtTheEnd() async throws {
        let stub = StubTransport { request in
            request.url.contains("since=3") ? Self.users(3...5, next: nil)
                : Self.users(1...3, next: "https://api.github.com/users?since=3&per_page=3")
        }
        let output = Output()
        let written = try await runner(stub, clock: TestClock(), output: output).run()
        #expect(written == 5)
        #expect(output.lines.map { $0.split(separator: "\t")[0] } == ["1", "2", "3", "4", "5"])
        #expect(stub.requests.count == 2)
    }

    @Test func refusesANextLinkToAnotherHost() async throws {
        let stub = StubTransport { _ in Self.users(1...3, next: "https://evil.example/users?since=3") }
        let output = Output()
        await #expect(throws: PipeError.self) { _ = try await runner(stub, clock: TestClock(), output: output).run() }
        #expect(output.lines.count == 3)
        #expect(stub.requests.allSatisfy { $0.url.hasPrefix("https://api.github.com/") })
    }

    @Test func tellsARateLimitWaitOnStderr() async throws {
        let clock = TestClock()
        let start = clock.now
        let calls = Mutex(0)
        let retriedAt = Mutex<Duration?>(nil)
        let stub = StubTransport { _ in
            let call = calls.withLock { $0 += 1; return $0 }
            if call == 1 { return HTTPResponse(status: 429, headers: ["Retry-After": "42"]) }
            retriedAt.withLock { $0 = start.duration(to: clock.now) }
            return Self.users(1...2, next: nil)
        }
        let output = Output()
        let pipe = try runner(stub, clock: clock, output: output)
        let run = Task { try await pipe.run() }
        var spins = 0
        while output.messages.isEmpty, spins < 100_000 {
            await Task.yield()
            spins += 1
        }
        #expect(output.messages.count == 1)
        #expect(output.messages.first?.hasPrefix("pagetty: rate limited: waiting 42 s (until ") == true)
        #expect(output.lines.isEmpty)
        // The message comes before the paginator's countdown is asleep on the clock: advancing
        // once by 42 s could pass before that sleep is registered, and nothing would wake it
        // (a hang under TSan's slowdown). So time moves a second at a time until the retry has
        // been answered (the stub logs a request before its handler runs: waiting on the log
        // read `retriedAt` before it was set, once in a loaded run).
        var seconds = 0
        while retriedAt.withLock({ $0 }) == nil, seconds < 600 {
            await clock.advance(by: .seconds(1))
            seconds += 1
        }
        let retried = try #require(retriedAt.withLock { $0 }, "no retry after \(seconds) s on the clock")
        #expect(retried >= .seconds(42), "retried after \(retried), before Retry-After said")
        #expect(try await run.value == 2)
        #expect(output.lines.count == 2)
        #expect(stub.requests.count == 2)
    }
}
