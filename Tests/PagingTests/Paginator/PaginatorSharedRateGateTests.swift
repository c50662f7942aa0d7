import Catalog
import Clocks
import Foundation
import Networking
import Paging
import Testing
import TestSupport

/// Lists on one origin share its rate gate: a list opened while another on that origin waits for
/// the reset waits too (and says so) instead of spending a budget already spent.
@MainActor @Suite(.timeLimit(.minutes(1))) struct PaginatorSharedRateGateTests {
    let base = try! APIBase("https://api.test")
    let wallNow = Date(timeIntervalSince1970: 1_776_706_000)

    func configuration(_ gate: RateGate?) -> PagingConfiguration {
        var configuration = PagingConfiguration()
        let now = wallNow
        configuration.wallClock = { now }
        configuration.random = { 0.5 }
        configuration.rateGate = gate
        return configuration
    }

    /// A paginator whose first answer spends the budget until 30 s from now, and one sharing its gate.
    func twoLists(sharing: Bool) async -> (first: StubTransport, second: Paginator, secondTransport: StubTransport, clock: TestClock<Duration>, held: [Paginator]) {
        let reset = Int64(wallNow.timeIntervalSince1970) + 30
        let first = StubTransport { _ in
            Fixtures.githubResponse([1, 2], next: "https://api.test/users?since=2", remaining: 0, reset: reset)
        }
        let clock = TestClock<Duration>()
        let gates = RateGates(clock: clock)
        let parent = Paginator(source: GitHubUsers(base: base), transport: first, clock: clock,
                               configuration: configuration(gates.gate(for: "https://api.test/users")))
        parent.appeared(0..<1)
        await parent.quiescent()
        #expect(parent.loadedCount == 2)
        let secondTransport = StubTransport { _ in Fixtures.githubResponse([7], next: nil) }
        let gate = sharing ? gates.gate(for: "https://api.test/users/mojombo/followers") : nil
        let child = Paginator(source: GitHubUsers(base: base), transport: secondTransport, clock: clock,
                              configuration: configuration(gate))
        return (first, child, secondTransport, clock, [parent])
    }

    @Test func aListOnTheSameOriginWaitsForTheResetItsParentWaitsFor() async {
        let (_, child, transport, clock, held) = await twoLists(sharing: true)
        child.appeared(0..<10)
        await child.quiescent()
        #expect(child.rateLimitCountdown == 30)
        #expect(transport.requests.isEmpty)
        await clock.advance(by: .seconds(30))
        await child.quiescent()
        #expect(child.exhausted)
        #expect(transport.requests.count == 1)
        _ = held
    }

    @Test func aListWithItsOwnGateAsksAtOnce() async {
        let (_, child, transport, _, held) = await twoLists(sharing: false)
        child.appeared(0..<10)
        await child.quiescent()
        #expect(child.exhausted)
        #expect(transport.requests.count == 1)
        _ = held
    }

    @Test func gatesAreOnePerOrigin() {
        let gates = RateGates(clock: TestClock<Duration>())
        #expect(gates.gate(for: "https://api.test/a") === gates.gate(for: "https://api.test/b?x=1"))
        #expect(gates.gate(for: "https://api.test/a") !== gates.gate(for: "https://other.test/a"))
        #expect(gates.gate(for: "http://api.test/a") !== gates.gate(for: "https://api.test/a"))
        #expect(gates.gate(for: "not a url") == nil)
    }

    @Test func aGateSaysHowLongItHolds() async {
        let clock = TestClock<Duration>()
        let gate = RateGate(clock: clock)
        #expect(gate.remaining == nil)
        gate.block(for: .seconds(10))
        await clock.advance(by: .seconds(4))
        #expect(gate.remaining == .seconds(6))
        await clock.advance(by: .seconds(6))
        #expect(gate.remaining == nil)
    }
}
