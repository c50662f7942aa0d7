import Catalog
import Foundation
import MockAPI
import Networking
import Shell
import Testing

/// Pipe mode under the faults whose outcome depends on how a source pages: foreign next links
/// and a Qiita list that moves while it is read.
@MainActor @Suite(.serialized) struct PipeSourceFaultTests {
    @Test(arguments: BuiltInSource.allCases)
    func foreignNextLink(source: BuiltInSource) async throws {
        let expected = try await PipeFaultMatrixTests().baseline(source)
        let rule = FaultRule(pathPrefix: source.faultPrefix, kind: .foreignNextLink(host: "evil.example"), count: 1)
        let pipe = try await MockPipe(source, limit: PipeFaultMatrixTests.limit, faults: [rule])
        defer { Task { await pipe.stop() } }
        let result = await pipe.run()
        if source == .github {
            // GitHub pages by its Link header: the first page stays printed, the foreign link is
            // refused without a request, and the run ends with one line and an error.
            #expect(throws: PipeError.self) { try result.get() }
            #expect(pipe.lines == Array(expected.prefix(PipeFaultMatrixTests.perPage)))
            #expect(pipe.output.stderr.count == 1)
            #expect(pipe.output.stderr.first?.hasPrefix("pagetty: refused a next link to another host: http://evil.example/")
                    == true, "\(pipe.output.stderr)")
            #expect(pipe.bench.server.requestLog.count == 1)
        } else {
            // Qiita and PokeAPI page by number and offset: a foreign link is never read.
            #expect(try result.get() == PipeFaultMatrixTests.limit)
            #expect(pipe.lines == expected)
            #expect(pipe.output.stderr == [])
        }
    }

    @Test(arguments: [BuiltInSource.github, .qiita])
    func spentBudget(source: BuiltInSource) async throws {
        // Anonymous, one item a page: the 60th answer spends the hour's budget.
        let pipe = try await MockPipe(source, perPage: 1, limit: 62, anonymous: true)
        defer { Task { await pipe.stop() } }
        #expect(try await pipe.run().get() == 62)
        #expect(Set(try pipe.lines.map(PipeFaultMatrixTests.id)).count == 62)
        #expect(pipe.output.stderr.count == 1)
        #expect(pipe.output.stderr.first?.wholeMatch(of: /pagetty: rate limited: waiting 3600 s \(until \d\d:\d\d:\d\d\)/)
                != nil, "\(pipe.output.stderr)")
        // Nothing is asked before the reset (whole epoch seconds, an hour after the first request):
        // the 61st request goes out at it or after, on the test clock, and nothing is refused.
        let sent = pipe.transport.sent.map { pipe.bench.wallTime($0.at).timeIntervalSince1970 }
        try #require(sent.count > 60)
        let reset = Double(Int(sent[0]) + 3600)
        #expect(sent[59] < reset && sent[60] >= reset, "\(sent[60]) < \(reset)")
        #expect(pipe.bench.server.requestLog.map(\.status).filter { $0 != 200 } == [])
    }

    @Test(arguments: BuiltInSource.allCases)
    func aGarbledPageIsNotServedFromTheCacheNextRun(source: BuiltInSource) async throws {
        // The command's default stack: pages cached on disk. The garbled page came with a 200,
        // max-age and the good page's ETag, so keeping it would fail every run after.
        let directory = MockPipe.temporaryCache()
        defer { try? FileManager.default.removeItem(atPath: directory) }
        let expected = try await PipeFaultMatrixTests().baseline(source)
        let rule = FaultRule(pathPrefix: source.faultPrefix, kind: .malformedJSON, count: 1)
        let first = try await MockPipe(source, limit: PipeFaultMatrixTests.limit, faults: [rule], cacheDirectory: directory)
        defer { Task { await first.stop() } }
        let failed = await first.run()
        #expect(throws: PipeError.self) { try failed.get() }
        let again = try await MockPipe(source, limit: PipeFaultMatrixTests.limit, bench: first.bench,
                                       cacheDirectory: directory)
        #expect(try await again.run().get() == PipeFaultMatrixTests.limit)
        #expect(again.lines == expected)
        #expect(again.output.stderr == [])
    }

    @Test func qiitaHeadInsertionsAreNeitherRepeatedNorSkipped() async throws {
        // Items posted before page 1 and again before page 2. With `--limit` both pages are wanted
        // and go out together: when page 1 is answered first, page 2 starts 3 items early (repeats,
        // told); when page 2 is, it is from an older list than page 1, says a lower total and is
        // asked again, so both are from the list as it stands now.
        let rule = FaultRule(pathPrefix: BuiltInSource.qiita.faultPrefix, kind: .insertHead(items: 3), count: 2)
        let pipe = try await MockPipe(.qiita, limit: PipeFaultMatrixTests.limit, faults: [rule])
        defer { Task { await pipe.stop() } }
        #expect(try await pipe.run().get() == PipeFaultMatrixTests.limit)
        let ids = try pipe.lines.map(PipeFaultMatrixTests.id)
        let now = try await CurlTransport().send(HTTPRequest(
            url: pipe.bench.server.baseURL + "/qiita/api/v2/items?page=1&per_page=40"))
        let items = try #require(try JSONSerialization.jsonObject(with: Data(now.body)) as? [[String: Any]])
        let page1First = ids.first == "\(items[3]["id"] ?? "")"
        // The list as it stands now, less the 3 items posted after page 1 was read when it was read first.
        let skipped = page1First ? 3 : 0
        #expect(ids == items[skipped..<(skipped + 30)].map { "\($0["id"] ?? "")" })
        #expect(pipe.output.stderr == (page1First ? ["the list moved: 3 items seen twice"] : []))
    }
}
