import Foundation

/// Runs the benchmark areas selected by BENCH_FILTER (transport, paging, decode, enrich, render,
/// startup, images, idle, dump, bigpage, cache, stack); with `--transport-client`, one client of the transport bench.
@main
enum BenchMain {
    static func main() {
        if CommandLine.arguments.count > 1, CommandLine.arguments[1] == "--transport-client" {
            TransportBench.childMain(Array(CommandLine.arguments.dropFirst(2)))
        }
        Task { @MainActor in await runAll(); exit(0) }
        dispatchMain()
    }

    @MainActor static func runAll() async {
        if Bench.selected("transport") { await TransportBench.run() }
        if Bench.selected("paging") || Bench.selected("decode") { await PagingBench.run() }
        if Bench.selected("enrich") { await EnrichBench.run() }
        if Bench.selected("render") { await RenderBench.run() }
        if Bench.selected("startup") { await StartupBench.run() }
        if Bench.selected("images") { await ImagesBench.run() }
        if Bench.selected("idle") { await IdleBench.run() }
        if Bench.selected("dump") { await DumpBench.run() }
        if Bench.selected("bigpage") { await BigPageBench.run() }
        if Bench.selected("cache") { await CacheBench.run() }
        if Bench.selected("stack") { await StackBench.runInItsOwnProcess() }
    }
}
