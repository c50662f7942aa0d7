import Clocks
import Networking
import Paging
import Testing
import TestSupport

/// The layout's invariant after every answer, for totals that grow, shrink, lie high and lie
/// low and pages shorter than planned, under offset and page-number strategies, with far jumps
/// down (top, `G`, then PgDn) and up (`G`, then PgUp to the top): every item once at the end.
@MainActor @Suite(.timeLimit(.minutes(1))) struct LayoutInvariantTableTests {
    enum Scenario: String, CaseIterable, Sendable {
        case grows, shrinks, liesHigh, liesLow, shortPages

        /// The server for call 1, 2, …: items and the total said.
        var server: ScenarioServer {
            switch self {
            case .grows: ScenarioServer { $0 <= 3 ? .init(items: 90, said: 90) : .init(items: 140, said: 140) }
            case .shrinks: ScenarioServer { $0 <= 3 ? .init(items: 140, said: 140) : .init(items: 90, said: 90) }
            case .liesHigh: ScenarioServer { _ in .init(items: 60, said: 500) }
            case .liesLow: ScenarioServer { _ in .init(items: 130, said: 40) }
            case .shortPages: ScenarioServer(cap: 10, firstCap: 25) { _ in .init(items: 100, said: 100) }
            }
        }

        /// Items at the end.
        var items: Int {
            switch self {
            case .grows: 140
            case .shrinks: 90
            case .liesHigh: 60
            case .liesLow: 130
            case .shortPages: 100
            }
        }
    }

    enum Jump: String, CaseIterable, Sendable { case down, up }

    nonisolated static let cases: [(Scenario, CappedSource.Shape, Jump)] = Scenario.allCases.flatMap { scenario in
        // A page-number server whose pages shrink renumbers its items: no layout can follow it.
        let shapes: [CappedSource.Shape] = scenario == .shortPages ? [.offset] : [.offset, .page]
        return shapes.flatMap { shape in Jump.allCases.map { (scenario, shape, $0) } }
    }

    @Test(arguments: cases)
    func everyItemOnceAndTheInvariantAfterEveryAnswer(scenario: Scenario, shape: CappedSource.Shape, jump: Jump) async {
        let server = scenario.server
        let transport = StubTransport { server.respond($0) }
        let paginator = Paginator(source: CappedSource(shape: shape, asked: 25), transport: transport,
                                  clock: TestClock<Duration>(), configuration: .oneAtATime)
        let watch = InvariantWatch(paginator)
        let screen = Screen(paginator: paginator)
        paginator.appeared(0..<20)
        await paginator.quiescent()
        await screen.bottom()
        if jump == .up { await screen.pageUpToTop() }
        await screen.pageDownToEnd()
        #expect(watch.violations.isEmpty, "\(watch.violations)")
        #expect(describe(paginator) == (0..<scenario.items).map { "r\($0)" } + ["end: end of list"])
        // About one request a page: a lie or a shrink costs a few more, never one per placeholder.
        let pages = (scenario.items + server.cap - 1) / server.cap
        #expect(transport.requests.count <= pages + 4, "\(transport.requests.map(\.url))")
    }

    @Test func aPageNumberServerServingLessAfterItsFirstPageIsAskedEachPageOnce() async {
        // Page numbers cannot ask for the rest of a short page: the short last page is not read
        // again and again while the total says more follows.
        let server = ScenarioServer(cap: 10, firstCap: 25) { _ in .init(items: 100, said: 100) }
        let transport = StubTransport { server.respond($0) }
        let paginator = Paginator(source: CappedSource(shape: .page, asked: 25), transport: transport,
                                  clock: TestClock<Duration>())
        let watch = InvariantWatch(paginator)
        paginator.appeared(0..<20)
        await paginator.quiescent()
        await Screen(paginator: paginator).bottom()
        await Screen(paginator: paginator).pageDownToEnd()
        #expect(watch.violations.isEmpty, "\(watch.violations)")
        #expect(paginator.exhausted)
        let pages = transport.requests.map { Fixtures.query("page", in: $0.url) ?? "" }
        #expect(Set(pages).count == pages.count, "\(pages)")
    }
}
