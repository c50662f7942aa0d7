import Catalog
import Networking
import Paging
import Shell
import Synchronization
import Testing
import TestSupport

/// Pipe mode's polls: the first one is conditional on the page the list was read with, and a
/// failed one is said on stderr while following carries on.
@MainActor @Suite(.timeLimit(.minutes(1))) struct PipeFollowPollTests {
    /// How many of the next requests drop.
    final class Failures: Sendable {
        let count = Mutex(0)
    }

    /// A Qiita feed of `q1`…`q3` (one page of 3) with an ETag; the next `failures` requests drop.
    nonisolated static func feed(failures: Failures) -> StubTransport {
        StubTransport { request throws(HTTPError) in
            if failures.count.withLock({ count in defer { count = max(0, count - 1) }; return count > 0 }) {
                throw .transport(code: 56, message: "connection reset")
            }
            var response = Fixtures.qiitaResponse(["q3", "q2", "q1"], total: 3, page: 1, lastPage: 1)
            let tag = "W/\"q3-q2-q1\""
            if request.headers["If-None-Match"] == tag { response = HTTPResponse(status: 304, headers: [:]) }
            response.headers.set("ETag", tag)
            return response
        }
    }

    func runner(_ transport: any Transport, clock: CountingClock, diagnose: @escaping @MainActor (String) -> Void) throws
        -> (PipeRunner, any CatalogSource) {
        let source = try BuiltInSource.qiita.make(perPage: 3, captureRaw: true)
        // One request at a time, so that the requests counted are the read's and the polls': the
        // second page read ahead with the first (ReadAheadWasteTests) would be one more.
        var configuration = PagingConfiguration()
        configuration.parallel = 1
        let runner = PipeRunner(source: SequentialSource(source), transport: transport, clock: clock,
                                configuration: configuration, fields: BuiltInSource.qiita.pipeFields, format: .tsv,
                                limit: nil, write: { _ in true }, diagnose: diagnose)
        return (runner, source)
    }

    @Test func theFirstPollAsksWithTheETagOfThePageRead() async throws {
        let stub = Self.feed(failures: Failures())
        let recorder = ETagRecorder(wrapping: stub)
        let clock = CountingClock()
        let (runner, source) = try runner(recorder, clock: clock) { _ in }
        let task = Task { try await runner.runFollowing(source: source, transport: recorder, policy: FollowPolicy(),
                                                        direction: FollowDirection.head, clock: clock, etags: recorder) }
        await clock.sleeping(1)
        task.cancel()
        _ = try await task.value
        #expect(stub.requests.count == 2)
        #expect(stub.requests.map { $0.url }.allSatisfy { $0 == stub.requests[0].url })
        #expect(stub.requests[0].headers["If-None-Match"] == nil)
        #expect(stub.requests[1].headers["If-None-Match"] == "W/\"q3-q2-q1\"")
    }

    @Test func aFailedPollIsSaidOnStderrAndFollowingCarriesOn() async throws {
        let failures = Failures()
        let stub = Self.feed(failures: failures)
        let clock = CountingClock()
        var said: [String] = []
        let (runner, source) = try runner(stub, clock: clock) { said.append($0) }
        let task = Task { try await runner.runFollowing(source: source, transport: stub, policy: FollowPolicy(),
                                                        direction: FollowDirection.head, clock: clock) }
        await clock.sleeping(1)
        failures.count.withLock { $0 = 1 }
        await clock.advance(by: .seconds(60))
        await clock.sleeping(1)
        #expect(said.count == 1)
        #expect(said.first?.hasPrefix("pagetty: a poll failed (") == true)
        #expect(said.first?.contains("; following asks again in ") == true)
        #expect(clock.sleepers == 1)
        await clock.advance(by: .seconds(60))
        await clock.sleeping(1)
        #expect(stub.requests.count == 4)
        #expect(clock.sleepers == 1)
        task.cancel()
        _ = try await task.value
        #expect(said.count == 1, "a poll that was answered says nothing")
    }
}
