import Catalog
import Foundation
import Networking
import Paging

/// Paging benchmarks: list-only decoding against the classic snake-case model, memory of a
/// million-row scroll against ten thousand, and the rows a reader waits on with adaptive
/// prefetch against the classic threshold of five rows.
///
/// Main actor: the paginator lives there; transports answer from any thread.
enum PagingBench {
    @MainActor
    static func run() async {
        // Memory first, so that the baseline peak is not the decode benchmark's.
        let (rss10k, rss1m, held) = await scrollMemory()
        let (ours, snake) = decodeTimes()
        let adaptive = await stalledRows(prefetch: PrefetchPolicy())
        let threshold5 = await stalledRows(prefetch: PrefetchPolicy(mode: .fixed(rows: 5)))

        Bench.report("decode.github100.vs_snakecase", ours / snake)
        Bench.report("paging.rss.1m_vs_10k", rss1m / rss10k)
        Bench.report("paging.stall_rows.adaptive", Double(adaptive))
        Bench.report("paging.stall_rows.threshold5", Double(threshold5))
        print("""
              paging                                   value
              decode 100 GitHub users, list-only       \(String(format: "%.3f", ours * 1000)) ms (median)
              decode the same, snake-case full model   \(String(format: "%.3f", snake * 1000)) ms (median)
              peak RSS after 10,000 rows               \(String(format: "%.1f", rss10k)) MiB
              peak RSS after 1,000,000 rows            \(String(format: "%.1f", rss1m)) MiB (\(held) items held)
              rows seen loading, adaptive prefetch     \(adaptive) of 3,000 (30 rows/s, 300 ms pages)
              rows seen loading, threshold of 5 rows   \(threshold5) of 3,000
              """)
        if Bench.selected("paging") { await FarJumpBench.run() }
    }

    // MARK: Decoding

    /// Median seconds to decode the same 100-user page: our list path, then the classic model.
    static func decodeTimes() -> (ours: Double, snake: Double) {
        let body = BenchData.githubUsers(ids: Array(1...100))
        let response = HTTPResponse(status: 200, body: body)
        let source = GitHubUsers(base: try! APIBase("https://api.github.com"))
        let snakeDecoder = JSONDecoder()
        snakeDecoder.keyDecodingStrategy = .convertFromSnakeCase
        func time(_ work: () -> Int) -> Double {
            var samples: [Double] = []
            for round in 0..<240 {
                let start = ContinuousClock.now
                let count = work()
                let elapsed = (ContinuousClock.now - start)
                precondition(count == 100)
                if round >= 40 { samples.append(Double(elapsed.components.attoseconds) * 1e-18
                    + Double(elapsed.components.seconds)) }
            }
            return Bench.median(samples)
        }
        let ours = time { (try? source.decode(response).items.count) ?? 0 }
        let snake = time { (try? snakeDecoder.decode([SnakeCaseUser].self, from: Data(body)).count) ?? 0 }
        return (ours, snake)
    }

    // MARK: Memory

    /// Peak RSS after scrolling 10,000 rows and then 1,000,000, through the real source and pager.
    @MainActor
    static func scrollMemory() async -> (tenThousand: Double, million: Double, held: Int) {
        let transport = BenchTransport { request in
            HTTPResponse(status: 200, body: BenchData.pokemonPage(url: request.url, count: 1_000_000))
        }
        let source = PokemonList(base: try! APIBase("https://pokeapi.test"), limit: 100)
        let paginator = Paginator(source: source, transport: transport, clock: ContinuousClock())
        var rss10k = 0.0
        for top in stride(from: 0, to: 1_000_000, by: 50) {
            paginator.appeared(top..<(top + 50))
            while paginator.inFlight || paginator.item(at: top + 49) == nil {
                if !paginator.inFlight && paginator.failure != nil { fatalError("\(paginator.failure!)") }
                await Task.yield()
            }
            if top + 50 == 10_000 { rss10k = Bench.peakRSSMiB() }
            if top % 100_000 == 0, ProcessInfo.processInfo.environment["BENCH_DEBUG"] != nil {
                FileHandle.standardError.write(Data("row \(top) held \(paginator.heldItemCount)\n".utf8))
            }
        }
        return (rss10k, Bench.peakRSSMiB(), paginator.heldItemCount)
    }

    // MARK: Stalls

    /// Rows a reader sees not yet loaded while scrolling 3,000 rows at 30 rows/s on a 30-row
    /// screen, each page of 20 taking 300 ms on a simulated clock; the first screen is not counted.
    @MainActor
    static func stalledRows(prefetch: PrefetchPolicy) async -> Int {
        let clock = SimulatedClock()
        let transport = BenchTransport { request in
            try? await clock.sleep(for: .milliseconds(300))
            return HTTPResponse(status: 200, body: BenchData.pokemonPage(url: request.url, count: 100_000))
        }
        var configuration = PagingConfiguration()
        configuration.prefetch = prefetch
        let source = PokemonList(base: try! APIBase("https://pokeapi.test"), limit: 20)
        let paginator = Paginator(source: source, transport: transport, clock: clock, configuration: configuration)
        func settle() async {
            while paginator.inFlight && !clock.hasSleepers { await Task.yield() }
        }
        paginator.appeared(0..<30)
        while !clock.hasSleepers { await Task.yield() }
        // The reader starts once the first screen is filled (20-row pages, a 30-row screen):
        // that first wait is the same for every policy and is not counted.
        while (0..<30).contains(where: { paginator.item(at: $0) == nil }) {
            clock.advance(by: .milliseconds(100) / 3)
            await settle()
        }
        var stalled = Set<Int>()
        for top in 1...3_000 {
            clock.advance(by: .milliseconds(100) / 3)
            await settle()
            paginator.appeared(top..<(top + 30))
            await settle()
            for row in top..<(top + 30) where paginator.item(at: row) == nil { stalled.insert(row) }
        }
        if ProcessInfo.processInfo.environment["BENCH_DEBUG"] != nil { print(stalled.sorted()) }
        return stalled.count
    }
}
