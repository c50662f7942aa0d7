import Catalog
import Networking
@testable import Paging
import Synchronization
import Testing
import TestSupport

/// What the read-ahead does with an answer as it comes back: a full page frees its place on the
/// wire for the next one, and is decoded there, beside the pages before it, for the paginator to
/// take in its turn.
@Suite(.timeLimit(.minutes(1))) struct ReadAheadLandingTests {
    /// PokeAPI's list body for `offset`, ten a page of `total`, as pokeapi.co answers it.
    static func pokemonPage(_ request: HTTPRequest, total: Int) -> HTTPResponse {
        let offset = Int(request.url.split(separator: "offset=").last?.prefix { $0.isNumber } ?? "") ?? 0
        let results = (offset..<min(offset + 10, total)).map {
            #"{"name":"p\#($0 + 1)","url":"https://pokeapi.co/api/v2/pokemon/\#($0 + 1)/"}"#
        }
        let body = #"{"count":\#(total),"next":null,"previous":null,"results":[\#(results.joined(separator: ","))]}"#
        return HTTPResponse(status: 200, body: Array(body.utf8), effectiveURL: request.url)
    }

    /// The URLs of the answers a source decoded, in order.
    final class DecodeLog: Sendable {
        let urls = Mutex<[String]>([])
        func times(_ url: String) -> Int { urls.withLock { $0.filter { $0 == url }.count } }
    }

    /// A source logging its decodes.
    struct CountingSource: PageSource {
        let inner: any PageSource
        let decodes: DecodeLog

        var name: String { inner.name }
        var base: APIBase { inner.base }
        var strategy: any PageStrategy { inner.strategy }
        var pagesSayTotal: Bool { inner.pagesSayTotal }
        func request(for key: PageKey) -> HTTPRequest { inner.request(for: key) }
        func decode(_ response: HTTPResponse) throws(PagingError) -> Page {
            decodes.urls.withLock { $0.append(response.effectiveURL) }
            return try inner.decode(response)
        }
    }

    final class Setup: Sendable {
        let stub: StubTransport
        let source: CountingSource
        let readAhead: ReadAheadTransport
        let wrapped: ReadAheadSource

        /// PokeAPI, ten a page, `width` wide, over a stub answering every page at once (page 10
        /// once `gate` opens, when given).
        init(width: Int, total: Int = 1000, holding gate: Gate? = nil) throws {
            stub = StubTransport { request in
                if let gate, request.url.contains("offset=10&") { await gate.wait() }
                return ReadAheadLandingTests.pokemonPage(request, total: total)
            }
            let pokemon = SequentialSource(try BuiltInSource.pokemon.make(base: "https://pokeapi.co", perPage: 10))
            source = CountingSource(inner: pokemon, decodes: DecodeLog())
            readAhead = ReadAheadTransport(wrapping: stub, source: source, parallel: width, limit: nil, lowBudget: 5)
            wrapped = ReadAheadSource(inner: source, readAhead: readAhead)
        }

        /// The paginator's turn for `offset`: ask, then decode.
        func take(_ offset: Int) async throws -> Page {
            var request = wrapped.request(for: .offset(offset, limit: 10))
            request.url = source.base.resolve(request.url)
            readAhead.note(.offset(offset, limit: 10), url: request.url)
            return try wrapped.decode(try await readAhead.send(request))
        }

        var offsetsSent: [Int] {
            stub.requests.compactMap { Int($0.url.split(separator: "offset=").last?.prefix { $0.isNumber } ?? "") }
        }
    }

    /// Four wide, 1,000 items: once the first two pages proved the server steps, three go ahead
    /// of the one asked for; as those come back full, each frees its place, until the pages
    /// waiting fill their bytes' cap (16 pages of at most 4 MiB), without the dump printing one.
    /// One page at a time per page printed, the last pages of a dump left one round trip late.
    @Test func aFullPageBackFreesItsPlaceBeforeTheNextIsTaken() async throws {
        let setup = try Setup(width: 4)
        _ = try await setup.take(0)
        _ = try await setup.take(10)
        _ = try await setup.take(20)
        // Sixteen: each page waiting may take a sixteenth of the bytes' cap, these pages being small.
        let cap = ReadAheadTransport.perHostCap
        await setup.readAhead.settled()
        #expect(setup.offsetsSent.max() == 20 + cap * 10, "\(setup.offsetsSent)")
        // Each once, nothing past the cap.
        #expect(setup.offsetsSent == Array(stride(from: 0, through: 20 + cap * 10, by: 10)))
        setup.readAhead.stop()
    }

    /// `settled()` returns only once the last answer ahead has landed: page 10, held by the server
    /// until the wait could start, has been decoded when it returns.
    @Test func settledWaitsForTheLastAnswerToLand() async throws {
        let gate = Gate()
        let setup = try Setup(width: 2, holding: gate)
        _ = try await setup.take(0)
        await gate.waitForWaiters(1)
        gate.open()
        await setup.readAhead.settled()
        let url10 = "https://pokeapi.co/api/v2/pokemon?offset=10&limit=10"
        #expect(setup.source.decodes.times(url10) == 1)
        #expect(setup.readAhead.state.withLock { $0.decoded[url10] != nil })
        setup.readAhead.stop()
    }

    /// A caller cancelled while an answer ahead hangs stops waiting: a test's time limit bounds
    /// `settled()`.
    @Test func settledEndsEarlyWhenItsCallerIsCancelled() async throws {
        let gate = Gate()
        let setup = try Setup(width: 2, holding: gate)
        _ = try await setup.take(0)
        await gate.waitForWaiters(1)
        let waiter = Task {
            await setup.readAhead.settled()
            return Task.isCancelled
        }
        waiter.cancel()
        #expect(await waiter.value)
        #expect(setup.source.decodes.times("https://pokeapi.co/api/v2/pokemon?offset=10&limit=10") == 0)
        gate.open()
        setup.readAhead.stop()
    }

    /// A list of 45 saying so: the pages past it are never guessed, and the empty and short
    /// pages at its end free no place (the width bounds guesses past an end a total lied about:
    /// `ReadAheadWasteTests`).
    @Test func theTotalStillEndsWhatGoesAhead() async throws {
        let setup = try Setup(width: 4, total: 45)
        for offset in [0, 10, 20, 30, 40] { _ = try await setup.take(offset) }
        await setup.readAhead.settled()
        #expect(setup.offsetsSent.sorted() == [0, 10, 20, 30, 40])
        setup.readAhead.stop()
    }

    /// A page read ahead is decoded when it comes back; in its turn the paginator gets that page
    /// without decoding it again. An answer for the same URL with another body (a page asked
    /// again) is not taken for it.
    @Test func aPageIsDecodedWhenItComesBackAndTakenOnceInItsTurn() async throws {
        let setup = try Setup(width: 2)
        let decodes = setup.source.decodes
        let url10 = "https://pokeapi.co/api/v2/pokemon?offset=10&limit=10"
        _ = try await setup.take(0)
        // Page 10 went with page 0 and came back meanwhile, decoded there.
        await setup.readAhead.settled()
        #expect(decodes.times(url10) == 1)
        let page = try await setup.take(10)
        // Taken in its turn, not decoded again.
        #expect(decodes.times(url10) == 1)
        let url20 = "https://pokeapi.co/api/v2/pokemon?offset=20&limit=10"
        await setup.readAhead.settled()
        #expect(setup.readAhead.state.withLock { $0.decoded[url20] != nil })
        let fresh = try setup.source.inner.decode(Self.pokemonPage(HTTPRequest(url: url10), total: 1000))
        #expect(page == fresh)
        var other = Self.pokemonPage(HTTPRequest(url: url20), total: 990)
        other.effectiveURL = url20
        #expect(setup.readAhead.takeDecoded(other) == nil)
        setup.readAhead.stop()
    }
}
