import Catalog
import Foundation
import MockAPI
import Networking
import Paging

/// A far jump in the browser's paginator (`G` over a known total, a fling): the time to fill a
/// tall screen of six unloaded 20-row Pokémon pages against the mock with 100 ms a request, over
/// that latency, one page at a time against side by side (`parallel`), in the same run.
///
/// Main actor: the paginator lives there; the transport answers from its own thread.
enum FarJumpBench {
    static let latency = 0.1
    /// Six pages of 20 rows: a tall window.
    static let screen = 120
    /// Rows 600 on: pages nothing before the jump loads.
    static let top = 600

    @MainActor
    static func run() async {
        var configuration = MockConfiguration()
        configuration.latency = .milliseconds(Int(latency * 1000))
        guard let mock = try? await MockServer.start(configuration) else {
            return print("paging.far_jump: the mock did not start")
        }
        let transport = CurlTransport()
        let parallel = PagingConfiguration().parallel
        var walls: [Double] = []
        for loads in [1, parallel] {
            guard let wall = await jump(base: mock.baseURL + "/pokeapi", transport: transport, parallel: loads) else {
                await mock.stop()
                return print("paging.far_jump: the screen did not fill (parallel \(loads))")
            }
            walls.append(wall)
        }
        await mock.stop()
        Bench.report("paging.far_jump.wall_over_latency.serial", walls[0] / latency)
        Bench.report("paging.far_jump.wall_over_latency.parallel", walls[1] / latency)
        print("""
              far jump over 6 unloaded pages, 100 ms each   one at a time \(String(format: "%.2f", walls[0])) s, \
              \(parallel) at once \(String(format: "%.2f", walls[1])) s
              """)
    }

    /// Seconds from a jump to `top` until its screen is filled, after the first screen loaded;
    /// nil when a load fails.
    @MainActor
    static func jump(base: String, transport: any Transport, parallel: Int) async -> Double? {
        var configuration = PagingConfiguration()
        configuration.parallel = parallel
        let source = PokemonList(base: try! APIBase(base), limit: 20)
        let paginator = Paginator(source: source, transport: transport, clock: ContinuousClock(),
                                  configuration: configuration)
        let (changes, signal) = AsyncStream<Void>.makeStream(bufferingPolicy: .bufferingNewest(1))
        paginator.onChange = { signal.yield() }
        var iterator = changes.makeAsyncIterator()
        defer { paginator.onChange = nil }
        paginator.appeared(0..<screen)
        // The first screen and what prefetch reads below it, not counted.
        while paginator.inFlight || paginator.item(at: screen - 1) == nil {
            guard paginator.failure == nil, await iterator.next() != nil else { return nil }
        }
        let start = ContinuousClock.now
        paginator.appeared(top..<(top + screen))
        while (top..<(top + screen)).contains(where: { paginator.item(at: $0) == nil }) {
            guard paginator.failure == nil, await iterator.next() != nil else { return nil }
        }
        let elapsed = ContinuousClock.now - start
        paginator.cancel()
        await paginator.settled()
        return Double(elapsed.components.seconds) + Double(elapsed.components.attoseconds) * 1e-18
    }
}
