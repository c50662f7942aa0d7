import Catalog
import Networking
import Paging
import Synchronization
import Testing
import TestSupport

/// What the read-ahead does with an answer as it comes back: a full page frees its place on the
/// wire for the next one, and is decoded there, beside the pages before it, for the paginator to
/// take in its turn.
@MainActor @Suite(.timeLimit(.minutes(1))) struct ReadAheadLandingTests {
    nonisolated static let url10 = "https://pokeapi.co/api/v2/pokemon?offset=10&limit=10"
    nonisolated static let url20 = "https://pokeapi.co/api/v2/pokemon?offset=20&limit=10"

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

    @MainActor struct Setup {
        let stub: StubTransport
        let source: CountingSource
        let paginator: Paginator

        /// PokeAPI, ten a page, read in order `width` wide, over a stub answering every page at
        /// once (page 10 once `gate` opens, when given).
        init(width: Int, total: Int = 1000, holding gate: Gate? = nil) throws {
            stub = StubTransport { request in
                if let gate, request.url == ReadAheadLandingTests.url10 { await gate.wait() }
                return Fixtures.pokemonResponse(request.url, total: total)
            }
            let pokemon = try BuiltInSource.pokemon.make(base: "https://pokeapi.co", perPage: 10)
            source = CountingSource(inner: pokemon, decodes: DecodeLog())
            paginator = Paginator.readingInOrder(source, over: stub, parallel: width)
        }

        var offsetsSent: [Int] {
            stub.requests.compactMap { Fixtures.query("offset", in: $0.url).flatMap(Int.init) }
        }
    }

    /// Four wide, 1,000 items: once the first two pages proved the server steps, three go ahead
    /// of the one asked for; as those come back full, each frees its place, until the pages
    /// waiting fill their bytes' cap (16 pages of at most 4 MiB), without the dump printing one.
    /// One page at a time per page printed, the last pages of a dump left one round trip late.
    @Test func aFullPageBackFreesItsPlaceBeforeTheNextIsTaken() async throws {
        let setup = try Setup(width: 4)
        defer { setup.paginator.stopReading() }
        await setup.paginator.read([0, 10, 20])
        // Sixteen: each page waiting may take a sixteenth of the bytes' cap, these pages being small.
        let cap = 16
        #expect(setup.offsetsSent.max() == 20 + cap * 10, "\(setup.offsetsSent)")
        // Each once, nothing past the cap.
        #expect(setup.offsetsSent.sorted() == Array(stride(from: 0, through: 20 + cap * 10, by: 10)))
    }

    /// `aheadSettled()` returns only once the last answer ahead has landed: page 10, held by the
    /// server until the wait could start, has been decoded when it returns.
    @Test func settledWaitsForTheLastAnswerToLand() async throws {
        let gate = Gate()
        let setup = try Setup(width: 2, holding: gate)
        defer { setup.paginator.stopReading() }
        setup.paginator.want(row: 0)
        await setup.paginator.parked(gate)
        await gate.waitForWaiters(1)
        gate.open()
        await setup.paginator.aheadSettled()
        #expect(setup.source.decodes.times(Self.url10) == 1)
    }

    /// A caller cancelled while an answer ahead hangs stops waiting: a test's time limit bounds
    /// `aheadSettled()`.
    @Test func settledEndsEarlyWhenItsCallerIsCancelled() async throws {
        let gate = Gate()
        let setup = try Setup(width: 2, holding: gate)
        let paginator = setup.paginator
        defer { paginator.stopReading() }
        paginator.want(row: 0)
        await paginator.parked(gate)
        await gate.waitForWaiters(1)
        let waiter = Task {
            await paginator.aheadSettled()
            return Task.isCancelled
        }
        waiter.cancel()
        // Should it wait on, the test's time limit ends it: the answer is let go, and lands.
        let cancelled = await withTaskCancellationHandler { await waiter.value } onCancel: { gate.open() }
        #expect(cancelled)
        #expect(setup.source.decodes.times(Self.url10) == 0)
        gate.open()
        await paginator.aheadSettled()
    }

    /// A list of 45 saying so: the pages past it are never guessed, and the empty and short
    /// pages at its end free no place (the width bounds guesses past an end a total lied about:
    /// `ReadAheadWasteTests`).
    @Test func theTotalStillEndsWhatGoesAhead() async throws {
        let setup = try Setup(width: 4, total: 45)
        defer { setup.paginator.stopReading() }
        await setup.paginator.read([0, 10, 20, 30, 40, 45])
        #expect(setup.paginator.item(at: 44)?.id == "45")
        #expect(setup.offsetsSent.sorted() == [0, 10, 20, 30, 40])
    }

    /// A page read ahead is decoded when it comes back; in its turn the paginator gets that page
    /// without decoding it again.
    @Test func aPageIsDecodedWhenItComesBackAndTakenOnceInItsTurn() async throws {
        let setup = try Setup(width: 2)
        let paginator = setup.paginator
        defer { paginator.stopReading() }
        let decodes = setup.source.decodes
        await paginator.read([0])
        // Page 10 went with page 0 and came back meanwhile, decoded there.
        #expect(decodes.times(Self.url10) == 1)
        paginator.want(row: 10)
        await paginator.quiescent()
        // Taken in its turn, not decoded again.
        #expect(decodes.times(Self.url10) == 1)
        // Page 20 went ahead as 10 was taken, and was decoded as it came back.
        await paginator.aheadSettled()
        #expect(decodes.times(Self.url20) == 1)
        let fresh = try setup.source.inner.decode(Fixtures.pokemonResponse(Self.url10, total: 1000))
        #expect((10..<20).compactMap { paginator.item(at: $0) } == fresh.items)
    }
}
