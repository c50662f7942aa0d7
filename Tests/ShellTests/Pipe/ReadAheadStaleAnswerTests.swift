import Clocks
import Networking
import Paging
import Shell
import Synchronization
import Testing
import TestSupport

/// An answer read ahead was asked for before the pages in front of it were answered: by the time
/// the paginator takes it, it may be older than they are. Sequentially that cannot happen.
@MainActor @Suite struct ReadAheadStaleAnswerTests {
    /// Items posted at the head while page 3 is asked again, after pages 4 and 5 were answered
    /// ahead: the rows page 3's answer pushes past its end were in no answer, and nothing said so
    /// (the only line was "the list moved", for the overlap). Three posts make page 3 overlap page
    /// 2 in part; ten make it page 2 again; twenty-three make it overlap page 1 only.
    @Test(arguments: [(1, 3), (4, 3), (4, 10), (4, 23)])
    func postsWhileAPageIsAskedAgainLoseNoRow(parallel: Int, posted: Int) async throws {
        let feed = Feed()
        let stub = StubTransport { request in
            let page = Feed.number(request.url)
            let call = feed.count(request.url)
            if page == 3, call == 1 { return HTTPResponse(status: 500) }
            if page == 3, call == 2 {
                // Read ahead, pages 4 and 5 went out with this page's first request, and are answered.
                while parallel > 1, feed.answered.withLock({ !$0.isSuperset(of: [4, 5]) }) { await Task.yield() }
                feed.ids.withLock { $0.insert(contentsOf: (101...(100 + posted)).reversed(), at: 0) }
            }
            return feed.answer(request.url)
        }
        let run = try await Self.dump(parallel: parallel, limit: 50, stub: stub)
        #expect(run.written == 50)
        #expect(Set(run.ids).count == run.ids.count, "a row printed twice")
        // As one page after another would print them: the posts that land on pages not read yet
        // show (101 and up), and the items that were there before, each once and none skipped.
        let old = run.ids.filter { $0 <= 100 }
        let missing = Set((old.min() ?? 100)...100).subtracting(old).sorted()
        #expect(old == Array(((old.min() ?? 100)...100).reversed()), "missing \(missing), told \(run.messages)")
        #expect(old.count >= 40)
    }

    /// Every request in the same instant as page 3's first gets 429 with `Retry-After: 30`: pages
    /// 3 and 4 (read ahead with it). Page 3's is waited out; page 4's, taken after that wait, is
    /// old and must not be waited out a second time.
    @Test(arguments: [1, 4])
    func anOld429ReadAheadIsNotWaitedOutAgain(parallel: Int) async throws {
        let feed = Feed()
        let stub = StubTransport { request in
            let page = Feed.number(request.url)
            if (3...4).contains(page), feed.count(request.url) == 1 {
                return HTTPResponse(status: 429, headers: ["Retry-After": "30"])
            }
            return feed.answer(request.url)
        }
        let run = try await Self.dump(parallel: parallel, limit: 60, stub: stub)
        #expect(run.written == 60)
        #expect(run.ids == Array((41...100).reversed()))
        let waits = run.messages.filter { $0.contains("rate limited: waiting") }
        let expected = parallel == 1 ? 2 : 1  // one after the other, page 4's own first request is a 429 too
        #expect(waits.count == expected, "\(run.messages)")
        #expect(run.waited < .seconds(30 * (expected + 1)), "waited \(run.waited) on the clock")
    }

    /// Runs a pipe dump of `FeedSource` over `stub`, moving the test clock a second at a time
    /// whenever the runner sleeps on it (retries, rate-limit waits).
    static func dump(parallel: Int, limit: Int, stub: StubTransport) async throws
        -> (written: Int, ids: [Int], messages: [String], waited: Duration)
    {
        final class Output { var lines: [String] = []; var messages: [String] = []; var finished = false }
        let output = Output()
        let clock = TestClock()
        let start = clock.now
        var configuration = PagingConfiguration()
        configuration.parallel = parallel
        configuration.retry.jitter = 0
        let runner = PipeRunner(source: SequentialSource(FeedSource()), transport: stub, clock: clock,
                                configuration: configuration, fields: PipeFields(titleColumn: 1, numericIDs: true),
                                format: .tsv, limit: limit,
                                write: { bytes in
                                    output.lines += String(decoding: bytes, as: UTF8.self).split(separator: "\n").map(String.init)
                                    return true
                                },
                                diagnose: { output.messages.append($0) })
        let run = Task {
            defer { output.finished = true }
            return try await runner.run()
        }
        while !output.finished {
            if await clock.hasSleeper(within: .milliseconds(20)) { await clock.advance(by: .seconds(1)) }
        }
        let written = try await run.value
        return (written, output.lines.map { Int($0.split(separator: "\t")[0])! }, output.messages, start.duration(to: clock.now))
    }
}

/// A newest-first feed by page number, ten a page, no total: ids 100 down to 1, posts at the head
/// on demand, each request counted by URL.
private final class Feed: Sendable {
    let ids = Mutex<[Int]>(Array((1...100).reversed()))
    let calls = Mutex<[String: Int]>([:])
    let answered = Mutex<Set<Int>>([])

    static func number(_ url: String) -> Int { Int(url.split(separator: "page=")[1].prefix { $0.isNumber })! }

    /// This request's number among those for `url`, from 1.
    func count(_ url: String) -> Int { calls.withLock { $0[url, default: 0] += 1; return $0[url]! } }

    func answer(_ url: String) -> HTTPResponse {
        let page = Self.number(url)
        let body = ids.withLock { $0.dropFirst((page - 1) * 10).prefix(10).map(String.init).joined(separator: ",") }
        answered.withLock { _ = $0.insert(page) }
        return HTTPResponse(status: 200, body: Array(body.utf8))
    }
}

/// The feed's source: `?page=N&per_page=10`, a body of comma-separated ids.
private struct FeedSource: PageSource {
    var name: String { "feed" }
    let base = try! APIBase("https://api.test")
    var strategy: any PageStrategy { PageNumberStrategy(perPage: 10) }

    func request(for key: PageKey) -> HTTPRequest {
        guard case .page(let number, let size) = key else { return HTTPRequest(url: "https://api.test/items") }
        return HTTPRequest(url: "https://api.test/items?page=\(number)&per_page=\(size)")
    }

    func decode(_ response: HTTPResponse) throws(PagingError) -> Page {
        let ids = String(decoding: response.body, as: UTF8.self).split(separator: ",").map(String.init)
        return Page(items: ids.map { ListItem(id: $0, cells: [$0, "item \($0)"]) })
    }
}
