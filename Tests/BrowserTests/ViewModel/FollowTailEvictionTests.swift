import Networking
import Paging
import Synchronization
import Testing
import TestSupport
@testable import Browser
@testable import Catalog

/// Following the tail of a list longer than the memory window: the last page may have been let
/// go by the time every page was read (G, then back up to the top), and the poll must still ask
/// past the list's end, not from its start.
@MainActor @Suite(.timeLimit(.minutes(1))) struct FollowTailEvictionTests {
    @Test func aTailWhoseLastPageWasLetGoIsStillAskedPastItsEnd() async {
        let count = Mutex(60)
        let transport = StubTransport { request in
            PokemonStub.page(request.url, count: count.withLock { $0 }, rateLimit: nil)
        }
        let recorder = ETagRecorder(wrapping: transport)
        let clock = CountingClock()
        var configuration = PagingConfiguration()
        configuration.maxItems = 40
        configuration.keepItems = 20
        let model = ListViewModel(source: PokemonList(base: try! APIBase("https://p.test"), limit: 20),
                                  transport: recorder, clock: clock, configuration: configuration)
        model.follow(FollowPolicy(), direction: .tail, transport: recorder, clock: clock)
        model.appeared(0..<10)
        await model.paginator.quiescent()
        #expect(!model.paginator.inFlight && model.paginator.item(at: 0) != nil)
        // G: the last page; then up through the middle to the top, letting the last page go.
        for rows in [50..<60, 20..<30, 0..<10] {
            model.appeared(rows)
            await model.paginator.quiescent()
            #expect(!model.paginator.inFlight && model.paginator.item(at: rows.lowerBound) != nil)
        }
        #expect(model.paginator.item(at: 59) == nil, "the last page was let go")
        await clock.sleeping(1)
        count.withLock { $0 = 63 }
        await clock.advance(by: .seconds(60))
        // The follow loop's poll, not a paginator load, brings these rows: in once it sleeps again.
        await clock.sleeping(1)
        await model.quiet()
        #expect(model.paginator.layout.rows == 63)
        #expect((60..<63).map { model.paginator.item(at: $0)?.id } == ["61", "62", "63"])
        let asked = transport.requests.map(\.url).filter { !$0.contains("/pokemon/") }
        #expect(asked.suffix(2).allSatisfy { $0.contains("offset=60") }, "\(asked)")
    }
}
