import Browser
import Catalog
import Foundation
import Networking
import Paging

/// Rows that fill in as they appear (issue 17): a reader scrolls 1,000 Pokémon at 30 rows a
/// second on an 80×24 screen while every request (page or detail) takes 300 ms, on a simulated
/// clock (no real waiting: the run takes about a second). Counts the requests spent and the
/// share of rows whose Types were filled in the frame that brought them on screen; the first
/// screen (filled before the reader starts) is not counted. Baselines in the same run: the
/// same scroll with 4 details at once (half the declared bound), with 12, and no enrichment.
/// One request slot serves a row every 300 ms, so keeping up with 30 rows/s takes 9 or more.
///
/// Main actor: the browser lives there; the transport answers from any thread.
enum EnrichBench {
    struct Outcome {
        var pages = 0
        var details = 0
        var filledOnArrival = 0
        var rowsArrived = 0
        var fraction: Double { rowsArrived == 0 ? 0 : Double(filledOnArrival) / Double(rowsArrived) }
    }

    @MainActor
    static func run() async {
        let ours = await scroll(concurrency: RowEnrichment(columns: []).concurrency)
        let four = await scroll(concurrency: 4)
        let twelve = await scroll(concurrency: 12)
        let none = await scroll(concurrency: nil)
        Bench.report("enrich.filled_on_arrival", ours.fraction)
        Bench.report("enrich.filled_on_arrival.vs_4_at_once", ours.fraction / max(four.fraction, 0.001))
        Bench.report("enrich.requests", Double(ours.pages + ours.details))
        Bench.report("enrich.requests_per_row_shown", Double(ours.pages + ours.details) / Double(ours.rowsArrived))
        Bench.report("enrich.requests.vs_no_enrichment", Double(ours.pages + ours.details) / Double(max(1, none.pages)))
        func line(_ name: String, _ o: Outcome) -> String {
            let share = String(format: "%5.1f %%", o.fraction * 100)
            return name.padding(toLength: 41, withPad: " ", startingAt: 0)
                + "\(share) filled on arrival, \(o.pages) pages + \(o.details) details"
        }
        print("""
              enrichment (1,000 Pokémon at 30 rows/s, 300 ms a request, simulated clock)
              \(line("8 details at once (declared)", ours))
              \(line("4 details at once", four))
              \(line("12 details at once", twelve))
              \(line("no enrichment (types only on open)", none))
              """)
    }

    /// Scrolls 1,000 rows past a 21-row list; `concurrency` nil turns enrichment off.
    @MainActor
    static func scroll(concurrency: Int?) async -> Outcome {
        let clock = SimulatedClock()
        let counts = RequestCounts()
        let transport = BenchTransport { request in
            counts.arrive(detail: request.url.contains("/pokemon/"))
            try? await clock.sleep(for: .milliseconds(300))
            counts.leave()
            return answer(request)
        }
        let source = BenchPokemon(list: PokemonList(base: try! APIBase("https://pokeapi.test"), limit: 100),
                                  enrichment: concurrency.map { RowEnrichment(columns: ["Types"], concurrency: $0) })
        let model = ListViewModel(source: source, transport: transport, clock: clock)
        let app = App(tabs: [Tab(name: "Pokémon", model: model)])
        app.resize(TerminalSize(columns: 80, rows: 24))
        let height = app.listHeight
        func settle() async {
            // Every request started is asleep on the clock, and nothing new arrives for a while.
            var stable = 0
            var last = -1
            var rounds = 0
            while stable < 20, rounds < 1_000_000 {
                rounds += 1
                await Task.yield()
                let arrived = counts.arrived
                if arrived == last && counts.active == clock.sleepers { stable += 1 } else { stable = 0 }
                last = arrived
            }
        }
        func tick() async {
            clock.advance(by: .milliseconds(100) / 3)
            await settle()
        }
        func types(_ row: ListRow) -> Bool {
            if case .item(let item) = row { return item.cells.count > 2 && !item.cells[2].isEmpty }
            return false
        }
        // The first screen fills before the reader starts (its wait is the same for every run).
        var screen = app.frame()
        app.didDraw()
        await settle()
        var waited = 0
        while waited < 300, screen.rows.count < height || (concurrency != nil && !screen.rows.allSatisfy(types)) {
            await tick()
            screen = app.frame()
            app.didDraw()
            waited += 1
        }
        var outcome = Outcome()
        for _ in 0..<1_000 {
            app.perform(.scroll(1))
            screen = app.frame()
            // The row that came on screen at the bottom, in the frame that shows it first.
            if let last = screen.rows.last, screen.rows.count == height {
                outcome.rowsArrived += 1
                if types(last) { outcome.filledOnArrival += 1 }
            }
            app.didDraw()
            await tick()
        }
        outcome.pages = counts.pages
        outcome.details = counts.details
        return outcome
    }

    /// A page of the list or a detail with one type, in PokeAPI's shapes.
    static func answer(_ request: HTTPRequest) -> HTTPResponse {
        if let range = request.url.range(of: "/api/v2/pokemon/") {
            let id = Int(request.url[range.upperBound...].prefix { $0.isNumber }) ?? 0
            return HTTPResponse(status: 200, body: Array("""
                {"id":\(id),"name":"pokemon-\(id)","height":7,"weight":69,"base_experience":64,
                 "types":[{"slot":1,"type":{"name":"grass","url":"x"}}],"stats":[],"abilities":[],
                 "sprites":{"front_default":null}}
                """.utf8))
        }
        return HTTPResponse(status: 200, body: BenchData.pokemonPage(url: request.url, count: 1_351))
    }
}
