import Catalog
import Foundation
import MockAPI
import Shell
import Testing

/// Pipe mode reads addressable pages ahead against the in-process mock: several requests at once,
/// the output exactly the sequential one, each page asked for once (a retry aside).
@MainActor @Suite(.serialized) struct PipeReadAheadTests {
    /// Every answer takes this long, so that requests overlap when they are sent side by side.
    static let slow = FaultRule(pathPrefix: "/", kind: .latency(milliseconds: 40, jitter: 0))

    /// The lines, the list requests and the most requests at once of one dump.
    func dump(_ source: BuiltInSource, perPage: Int, limit: Int, parallel: Int, faults: [FaultRule] = [],
              after firstPage: [FaultRule] = []) async throws
        -> (lines: [String], requests: [String], peak: Int, result: Result<Int, PipeError>, stderr: [String])
    {
        let pipe = try await MockPipe(source, perPage: perPage, limit: limit, faults: [Self.slow] + faults,
                                      armAfterFirstPage: firstPage.isEmpty ? [] : [Self.slow] + firstPage,
                                      parallel: parallel)
        let result = await pipe.run()
        let requests = pipe.bench.listLog.map { $0.query ?? "" }
        let peak = pipe.bench.server.peakConcurrentRequests
        await pipe.stop()
        return (pipe.lines, requests, peak, result, pipe.output.stderr)
    }

    static func ids(_ lines: [String]) throws -> [String] { try lines.map(PipeFaultMatrixTests.id) }

    @Test(arguments: [(BuiltInSource.pokemon, 100, 10_000), (.qiita, 20, 200)])
    func aDumpReadAheadPrintsWhatTheSequentialOnePrintsWithSeveralRequestsAtOnce(
        source: BuiltInSource, perPage: Int, limit: Int) async throws {
        let sequential = try await dump(source, perPage: perPage, limit: limit, parallel: 1)
        let parallel = try await dump(source, perPage: perPage, limit: limit, parallel: 4)
        let pages = (sequential.lines.count + perPage - 1) / perPage
        #expect(pages > 5)
        #expect(sequential.peak == 1)
        #expect(parallel.peak > 1, "one request at a time")
        #expect(parallel.peak <= 4)
        #expect(parallel.lines == sequential.lines)
        let ids = try Self.ids(parallel.lines)
        #expect(Set(ids).count == ids.count, "a row printed twice")
        // Each page once: no page the limit or the total makes useless, no page twice.
        #expect(Set(parallel.requests).count == parallel.requests.count)
        #expect(parallel.requests.count <= pages + 1)
        #expect(Set(parallel.requests) == Set(sequential.requests))
    }

    /// `--limit 45` at 10 a page wants pages 1 to 5, and no page is sent that the limit makes useless.
    @Test func aLimitAsksForNoPageBeyondIt() async throws {
        let run = try await dump(.qiita, perPage: 10, limit: 45, parallel: 6)
        #expect(try run.result.get() == 45)
        #expect(run.requests.sorted() == (1...5).map { "page=\($0)&per_page=10" }.sorted())
        #expect(run.peak > 1)
    }

    /// A 500 or a 429 in the middle of a dump read ahead: retried as in a sequential dump, printed
    /// once and in order; after a 429 nothing more is read ahead.
    @Test(arguments: [FaultKind.status(500, retryAfter: nil), .status(429, retryAfter: 1)])
    func aFailureMidDumpIsRetriedAndPrintsInOrder(fault: FaultKind) async throws {
        let sequential = try await dump(.pokemon, perPage: 50, limit: 600, parallel: 1)
        let rule = FaultRule(pathPrefix: BuiltInSource.pokemon.faultPrefix, kind: fault, count: 1)
        let run = try await dump(.pokemon, perPage: 50, limit: 600, parallel: 4, after: [rule])
        #expect(try run.result.get() == 600)
        #expect(run.lines == sequential.lines)
        let repeated = run.requests.count - Set(run.requests).count
        #expect(repeated == 1, "\(run.requests)")
        #expect(run.requests.count <= 12 + 1 + 1)
    }
}
