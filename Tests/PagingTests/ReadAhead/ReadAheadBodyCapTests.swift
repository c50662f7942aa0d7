import Catalog
import Networking
import Synchronization
@testable import Paging
import Testing
import TestSupport

/// What pages read ahead may hold together stays within a budget, whatever the width and
/// whatever sizes the server gives its pages; a page past its share is asked again in its turn,
/// and no page more than twice.
@Suite(.timeLimit(.minutes(1))) struct ReadAheadBodyCapTests {
    /// PokeAPI pages of 10 out of 400 whose bodies are `size(offset)` bytes (padding after the
    /// items), held to each request's `bodyCap`, and to `cap` without one, as curl holds them.
    static func server(cap: Int = .max, size: @escaping @Sendable (Int) -> Int) -> StubTransport {
        StubTransport { request throws(HTTPError) in
            let offset = Int(request.url.split(separator: "offset=")[1].prefix { $0.isNumber })!
            let results = (offset..<(offset + 10)).map { "{\"name\":\"p\($0 + 1)\",\"url\":\"https://pokeapi.co/api/v2/pokemon/\($0 + 1)/\"}" }
            var body = "{\"count\":400,\"next\":null,\"results\":[" + results.joined(separator: ",") + "]}"
            body += String(repeating: " ", count: max(0, size(offset) - body.utf8.count))
            let limit = min(request.bodyCap ?? cap, cap)
            if body.utf8.count > limit { throw .bodyTooLarge(limit: limit) }
            return HTTPResponse(status: 200, body: Array(body.utf8), effectiveURL: request.url)
        }
    }

    /// A read-ahead 16 wide over `stub` sharing out 80,000 bytes: shares of at least 5,000.
    static func setUp(_ stub: StubTransport, maxPageBytes: Int = 1 << 30) throws -> (ReadAheadTransport, any PageSource) {
        let source = SequentialSource(try BuiltInSource.pokemon.make(base: "https://pokeapi.co", perPage: 10))
        return (ReadAheadTransport(wrapping: stub, source: source, parallel: 16, limit: nil, lowBudget: 5,
                                   maxPageBytes: maxPageBytes, aheadBytes: 80_000), source)
    }

    /// Asks for the pages at `offsets` in order as the paginator does, each learnt once it came;
    /// returns once the read-ahead has sent all it will.
    static func walk(_ offsets: [Int], _ readAhead: ReadAheadTransport, _ source: any PageSource) async throws {
        for offset in offsets {
            try await ReadAheadTransportTests.send(.offset(offset, limit: 10), readAhead, source)
            readAhead.learn(ReadAheadTransportTests.page(from: offset, total: 400))
        }
        await readAhead.settled()
    }

    static func timesAsked(_ stub: StubTransport) -> [String: Int] {
        stub.requests.reduce(into: [:]) { $0[$1.url, default: 0] += 1 }
    }

    @Test func sharesStartAtASixteenthThenTwiceTheLargestPage() async throws {
        let stub = Self.server { _ in 3_000 }
        let (readAhead, source) = try Self.setUp(stub)
        try await Self.walk([0, 10], readAhead, source)
        // The first as the paginator asked it; the second, sent with it, at the floor; the two
        // after the first came back at twice its 3,000 bytes.
        #expect(stub.requests.prefix(4).map(\.bodyCap) == [nil, 5_000, 6_000, 6_000])
        readAhead.stop()
    }

    /// Pages of 30,000 bytes: a share of 60,000, so one page ahead, not fifteen.
    @Test func aServerSizingItsPagesCannotRaiseWhatIsHeldAhead() async throws {
        let stub = Self.server { _ in 30_000 }
        let (readAhead, source) = try Self.setUp(stub)
        try await Self.walk(Array(stride(from: 0, to: 100, by: 10)), readAhead, source)
        // The second at the floor (dropped, asked in turn), then one page ahead of each page
        // asked, 20 to 100: ten sent ahead where fifteen at a time sent 25.
        #expect(readAhead.requestsSentAhead == 10)
        #expect(Set(stub.requests.dropFirst(2).compactMap(\.bodyCap)) == [60_000])
        #expect(Self.timesAsked(stub).values.allSatisfy { $0 <= 2 })
        readAhead.stop()
    }

    /// Two small pages, then pages of 30,000: those ahead at the small share are dropped and
    /// asked in turn, and the pages after them go ahead at the share the big page sets.
    @Test func pagesPastTheirShareAreAskedInTheirTurnAndNoPageMoreThanTwice() async throws {
        let stub = Self.server { $0 < 20 ? 1_000 : 30_000 }
        let (readAhead, source) = try Self.setUp(stub)
        try await Self.walk(Array(stride(from: 0, to: 200, by: 10)), readAhead, source)
        #expect(Self.timesAsked(stub).values.allSatisfy { $0 <= 2 }, "\(Self.timesAsked(stub).filter { $0.value > 2 })")
        // Every page walked, and none past the one page ahead of the last (200, sent ahead when
        // 190 was asked).
        let offsets = Set(stub.requests.map { Int($0.url.split(separator: "offset=")[1].prefix { $0.isNumber })! })
        #expect(offsets.subtracting([200]) == Set(stride(from: 0, to: 200, by: 10)))
        // Once the first big page was handed over, the pages ahead go at twice its size.
        let afterBig = stub.requests.drop { $0.bodyCap == nil || $0.bodyCap! < 60_000 }
        #expect(!afterBig.isEmpty)
        #expect(afterBig.allSatisfy { $0.bodyCap == nil || $0.bodyCap == 60_000 })
        readAhead.stop()
    }

    /// Two small pages, the second answered only after the third came back past its share, then
    /// pages of 30,000. The late small page says nothing of the size: nothing goes ahead until the
    /// cut page is handed over, and then at the share its size sets (found by a review: the late
    /// page restarted the read-ahead at twice the share the cut page passed, and a window of
    /// pages went twice).
    @Test func aPageAnsweredBeforeTheCutDoesNotRestartTheReadAhead() async throws {
        let late = Gate()
        let pages = Self.server { $0 < 20 ? 1_000 : 30_000 }
        let cutSeen = Mutex<(@Sendable () -> Bool)?>(nil)
        let stub = StubTransport { request throws(HTTPError) in
            if request.url.contains("offset=10&") {
                await late.wait()
                // Until the read-ahead has taken in the cut (bounded: the cut is on its way).
                for _ in 0..<10_000 where cutSeen.withLock({ $0?() }) != true { await Task.yield() }
            }
            do throws(HTTPError) { return try await pages.send(request) } catch {
                if request.url.contains("offset=20&") { late.open() }
                throw error
            }
        }
        let (readAhead, source) = try Self.setUp(stub)
        cutSeen.withLock { $0 = { readAhead.state.withLock { $0.rules.cutShare != nil } } }
        try await Self.walk(Array(stride(from: 0, to: 200, by: 10)), readAhead, source)
        let asked = Self.timesAsked(stub)
        #expect(asked.values.allSatisfy { $0 <= 2 })
        // Only the pages ahead when the third was cut go twice; after it every page goes once.
        #expect(asked.filter { $0.value == 2 }.keys.allSatisfy { url in
            Int(url.split(separator: "offset=")[1].prefix { $0.isNumber })! < 40
        }, "\(asked.filter { $0.value == 2 }.keys.sorted())")
        #expect(stub.requests.filter { ($0.bodyCap ?? 60_000) < 60_000 }.count <= 16)
        readAhead.stop()
    }

    /// With `max_page_mb` no more than a share, a page over it is asked once, not again in turn.
    @Test func aPageOverTheCapItselfIsAskedOnce() async throws {
        let stub = Self.server(cap: 5_000) { $0 == 20 ? 30_000 : 1_000 }
        let (readAhead, source) = try Self.setUp(stub, maxPageBytes: 5_000)
        await #expect(throws: HTTPError.bodyTooLarge(limit: 5_000)) {
            try await Self.walk([0, 10, 20], readAhead, source)
        }
        await readAhead.settled()
        #expect(Self.timesAsked(stub).filter { $0.key.contains("offset=20") }.values.first == 1)
        readAhead.stop()
    }
}
