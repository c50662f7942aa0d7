import Catalog
import Foundation
import MockAPI
import Networking
import Shell
import Testing

/// Pipe mode on a Qiita list that changes while pages are read side by side or one after the
/// other: a page whose total fell below the page before it is asked again, and when the totals
/// still disagree a line says rows may be missing, instead of losing them silently.
@MainActor @Suite(.serialized) struct PipeListChangeTests {
    static let limit = PipeFaultMatrixTests.limit

    /// The ids of the first `count` items of the list as it stands now.
    static func idsNow(_ pipe: MockPipe, count: Int = 40) async throws -> [String] {
        let now = try await CurlTransport().send(HTTPRequest(
            url: pipe.bench.server.baseURL + "/qiita/api/v2/items?page=1&per_page=\(count)"))
        let items = try #require(try JSONSerialization.jsonObject(with: Data(now.body)) as? [[String: Any]])
        return items.map { "\($0["id"] ?? "")" }
    }

    /// Pipe mode on a fresh Qiita mock, `parallel` requests at once, with `before` run before each
    /// page request goes out (its server at hand to change the list).
    static func pipe(parallel: Int, before: @escaping @Sendable (_ page: Int, _ asked: Int, _ network: ListChangingTransport,
                                                                  _ server: MockServer) async -> Void)
        async throws -> (MockPipe, ListChangingTransport) {
        let bench = try await MockBench(.qiita)
        let server = bench.server
        var network: ListChangingTransport?
        let pipe = try await MockPipe(.qiita, limit: limit, bench: bench, parallel: parallel, network: { inner in
            let changing = ListChangingTransport(wrapping: inner) { await before($0, $1, $2, server) }
            network = changing
            return changing
        })
        return (pipe, try #require(network))
    }

    @Test func aLaterPageAnsweredFromBeforeAnInsertionIsAskedAgain() async throws {
        // Page 3 goes out beside page 2 (page 4 starts at the limit) and is answered first; then
        // 3 items are posted and page 2 is answered: page 3 comes from the older list.
        let (pipe, network) = try await Self.pipe(parallel: 6) { page, asked, network, server in
            guard page == 2, asked == 0 else { return }
            await network.answers(1, of: [3])
            server.insertQiitaItems(3)
        }
        defer { Task { await pipe.stop() } }
        #expect(try await pipe.run().get() == Self.limit)
        let ids = try pipe.lines.map(PipeFaultMatrixTests.id)
        // Page 1 from the old list, then the new list from where it stands: each item once, none lost.
        #expect(ids == Array(try await Self.idsNow(pipe)[3..<33]))
        #expect(pipe.output.stderr == ["the list moved: 3 items seen twice"])
        // Four pages, page 3 asked again once (not answered again from the read-ahead's copy).
        #expect(network.sentPages == [1, 3, 2, 3, 4])
    }

    @Test func aPageAnsweredAfterADeletionSaysRowsMayBeMissing() async throws {
        // One page at a time; the 3 newest items are deleted before page 2 goes out: the 3 items
        // that moved from page 2 into page 1 are in neither answer, and asking again cannot help.
        let (pipe, network) = try await Self.pipe(parallel: 1) { page, asked, _, server in
            if page == 2, asked == 0 { server.deleteQiitaItems(3) }
        }
        defer { Task { await pipe.stop() } }
        #expect(try await pipe.run().get() == Self.limit)
        let ids = try pipe.lines.map(PipeFaultMatrixTests.id)
        let now = try await Self.idsNow(pipe)
        #expect(Array(ids[3..<10]) == Array(now[0..<7]))
        #expect(Array(ids[10...]) == Array(now[10..<30]))
        #expect(pipe.output.stderr == [
            "the list changed while it was read: up to 3 rows may be missing after item \(now[6]) and before item \(now[10])",
        ])
        // Page 2 asked again once: its second answer said the same total, so the list stood still.
        #expect(network.sentPages == [1, 2, 2, 3])
    }

    @Test func aListChangingOnEveryRequestEndsWithTheNoticeNotALoop() async throws {
        // An item is deleted before every request after the first: no answer ever agrees.
        let (pipe, network) = try await Self.pipe(parallel: 1) { page, _, _, server in
            if page > 1 { server.deleteQiitaItems(1) }
        }
        defer { Task { await pipe.stop() } }
        #expect(try await pipe.run().get() == Self.limit)
        #expect(Set(try pipe.lines.map(PipeFaultMatrixTests.id)).count == Self.limit)
        #expect(pipe.output.stderr.count == 1)
        #expect(pipe.output.stderr.first?.hasPrefix("the list changed while it was read: up to 3 rows may be missing")
                == true, "\(pipe.output.stderr)")
        // Each page after the first is asked at most twice again.
        #expect(network.sentPages == [1, 2, 2, 2, 3, 3, 3])
    }
}
