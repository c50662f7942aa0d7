import Clocks
import Networking
@testable import Paging
import Testing
import TestSupport

/// The paginator as the read-ahead's driver: what it sends ahead is what the rules count, and a
/// list stopped leaves no task behind.
@MainActor @Suite(.timeLimit(.minutes(1))) struct ReadAheadDriverTests {
    /// Numbers, ten a page, 100 of them, whose requests from `offHostFrom` on are built on another origin.
    struct Refusing: PageSource {
        let inner = NumbersSource(count: 100, limit: 10)
        let offHostFrom: Int
        var name: String { inner.name }
        var base: APIBase { inner.base }
        var strategy: any PageStrategy { inner.strategy }
        var pagesSayTotal: Bool { true }
        func request(for key: PageKey) -> HTTPRequest {
            var request = inner.request(for: key)
            if case .offset(let offset, _) = key, offset >= offHostFrom {
                request.url = request.url.replacingOccurrences(of: "numbers.test", with: "elsewhere.test")
            }
            return request
        }
        func decode(_ response: HTTPResponse) throws(PagingError) -> Page { try inner.decode(response) }
    }

    static func inOrder(parallel: Int = 4) -> PagingConfiguration {
        var configuration = PagingConfiguration()
        configuration.readsInOrder = true
        configuration.parallel = parallel
        return configuration
    }

    /// A page whose request the source refuses (off its origin) does not go ahead, and is not
    /// counted as gone: its load is refused in its turn, and the dump fails there.
    @Test func aPageTheSourceRefusesIsNotSentAheadNorCounted() async {
        let transport = StubTransport(NumbersSource.respond)
        let paginator = Paginator(source: Refusing(offHostFrom: 30), transport: transport, clock: TestClock<Duration>(),
                                  configuration: Self.inOrder())
        defer { paginator.stopReading() }
        for row in [0, 10, 20, 30] {
            paginator.want(row: row)
            await paginator.quiescent()
        }
        #expect(paginator.failure != nil)
        // Page 0 went in its turn; 10 and 20 ahead; none of the other origin's.
        #expect(transport.requests.count == 3)
        #expect(paginator.requestsSentAhead == 2)
        #expect(paginator.state.readAhead?.ahead == [])
    }

    /// Stopped with a page ahead hanging on the wire (a transport that ignores cancellation):
    /// `settled()` waits for it, its landing sends nothing more, and no answer task is left.
    @Test func stoppedWithAPageAheadHangingLeavesNoTaskAndSendsNothingMore() async {
        let gate = Gate()
        let transport = StubTransport { request in
            if request.url.contains("offset=40&") { await gate.wait() }
            return NumbersSource.respond(request)
        }
        let paginator = Paginator(source: SequentialSource(NumbersSource(count: 1_000, limit: 10)), transport: transport,
                                  clock: TestClock<Duration>(), configuration: Self.inOrder())
        for row in [0, 10] {
            paginator.want(row: row)
            await paginator.parked(gate)
        }
        #expect(gate.waiting == 1, "\(transport.requests.map(\.url))")
        paginator.stopReading()
        let sent = transport.requests.count
        gate.open()
        await paginator.settled()
        #expect(transport.requests.count == sent)
        #expect(paginator.aheadAnswers.isEmpty && paginator.aheadLanding == 0 && paginator.runningLoads == 0)
    }
}
