import Catalog
import Foundation
import MockAPI
import Shell
import Testing

/// Every fault the mock can inject × each built-in source, through pipe mode's `PipeRunner`
/// with the real Paginator, disk cache and CurlTransport: what is printed, retried, waited for and told.
@MainActor @Suite(.serialized) struct PipeFaultMatrixTests {
    static let limit = 30
    static let perPage = 10

    /// When the fault is armed: from the first request, or once the first page is printed.
    enum Moment: String, CaseIterable, Sendable { case firstPage, afterFirstPage }

    /// The lines printed with no fault at all, to compare a recovered run with.
    func baseline(_ source: BuiltInSource) async throws -> [String] {
        let pipe = try await MockPipe(source, perPage: Self.perPage, limit: Self.limit, parallel: 1)
        defer { Task { await pipe.stop() } }
        #expect(try await pipe.run().get() == Self.limit)
        return pipe.lines
    }

    @Test(arguments: FaultCase.all, BuiltInSource.allCases)
    func fault(_ fault: FaultCase, source: BuiltInSource) async throws {
        let expected = try await baseline(source)
        for moment in Moment.allCases {
            let rule = FaultRule(pathPrefix: source.faultPrefix, kind: fault.kind, count: fault.count)
            // One request at a time: a fault armed for "the next N requests" means N tries of one page
            // only then (PipeReadAheadTests covers faults with pages read ahead).
            // The command's disk cache, empty: a failed or cut answer must not be served on the retry.
            let cache = MockPipe.temporaryCache()
            defer { try? FileManager.default.removeItem(atPath: cache) }
            let pipe = try await MockPipe(source, perPage: Self.perPage, limit: Self.limit,
                                          faults: moment == .firstPage ? [rule] : [],
                                          armAfterFirstPage: moment == .afterFirstPage ? [rule] : [], cacheDirectory: cache,
                                          parallel: 1)
            defer { Task { await pipe.stop() } }
            let result = await pipe.run()
            let ids = try pipe.lines.map(Self.id)
            #expect(Set(ids).count == ids.count, "an id printed twice (\(moment))")
            // One flush per page printed: a retried page is not written again.
            #expect(pipe.output.writes.count == (ids.count + Self.perPage - 1) / Self.perPage, "\(moment)")
            try check(fault.outcome(for: source, pipe: true), of: pipe, result, expected: expected, moment)
            #expect(pipe.bench.server.faults.isEmpty, "the fault was not used up (\(moment))")
        }
    }

    /// What was printed, told, retried and slept against one row's expected outcome.
    func check(_ outcome: FaultCase.Outcome, of pipe: MockPipe, _ result: Result<Int, PipeError>,
               expected: [String], _ moment: Moment) throws {
        let context = "\(moment): \(pipe.output.stderr)"
        switch outcome {
        case .recovers(let retries, let delays):
            #expect(try result.get() == Self.limit, "\(context)")
            #expect(pipe.lines == expected, "\(context)")
            #expect(pipe.output.stderr == [], "\(context)")
            #expect(pipe.bench.repeatedRequests == retries, "\(context)")
            Self.expectBackoffs(pipe.bench.driver.backoffs, near: delays, moment)
        case .waitsThenRecovers(let retries):
            #expect(try result.get() == Self.limit, "\(context)")
            #expect(pipe.lines == expected, "\(context)")
            #expect(pipe.bench.repeatedRequests == retries, "\(context)")
            #expect(pipe.bench.driver.backoffs == [], "\(context)")
            try Self.expectToldWait(pipe, moment)
        case .fails(let message, let retries, let delays):
            #expect(throws: PipeError.self, "\(context)") { try result.get() }
            // What was printed before the failure stays, once.
            #expect(pipe.lines == (moment == .firstPage ? [] : Array(expected.prefix(Self.perPage))), "\(context)")
            #expect(pipe.output.stderr.count == 1, "\(context)")
            #expect(pipe.output.stderr.last?.wholeMatch(of: try Regex(message)) != nil, "\(context)")
            #expect(pipe.bench.repeatedRequests == retries, "\(context)")
            Self.expectBackoffs(pipe.bench.driver.backoffs, near: delays, moment)
        case .errorRowThenRetry:
            Issue.record("a TUI outcome: pipe mode has no retry key")
        }
    }

    /// The `id` of one JSON line (a number or a string), as text.
    static func id(_ line: String) throws -> String {
        let object = try #require(try JSONSerialization.jsonObject(with: Data(line.utf8)) as? [String: Any])
        return "\(try #require(object["id"]))"
    }

    /// Backoff n (from 0) is `delays[n]` seconds give or take the policy's 20 % jitter.
    static func expectBackoffs(_ slept: [Duration], near delays: [Int], _ moment: Moment) {
        #expect(slept.count == delays.count, "\(slept) \(moment)")
        for (duration, seconds) in zip(slept, delays) {
            let range = Duration.seconds(Double(seconds) * 0.8)...Duration.seconds(Double(seconds) * 1.2)
            #expect(range.contains(duration), "\(duration) not within \(range) (\(moment))")
        }
    }

    /// The wait is told once on stderr, and the request that follows the limited one goes out
    /// no earlier than the told wait allows (it is rounded up to whole seconds).
    static func expectToldWait(_ pipe: MockPipe, _ moment: Moment) throws {
        let told = pipe.output.stderr
        #expect(told.count == 1, "\(told) \(moment)")
        let pattern = /pagetty: rate limited: waiting (\d+) s \(until \d\d:\d\d:\d\d\)/
        let match = try #require(told.first?.wholeMatch(of: pattern), "\(told) \(moment)")
        let seconds = try #require(Int(match.1))
        let sent = pipe.transport.sent
        let limited = try #require(pipe.bench.server.requestLog.firstIndex { $0.status == 403 || $0.status == 429 })
        try #require(sent.count > limited + 1)
        #expect(sent[limited + 1].at - sent[limited].at > .seconds(seconds - 1), "\(sent.map(\.at)) \(moment)")
    }
}
