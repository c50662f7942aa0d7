// Runs the benchmark areas selected by BENCH_FILTER (transport, paging, decode, enrich, render, startup, images, idle, dump).
if CommandLine.arguments.count > 1, CommandLine.arguments[1] == "--transport-client" {
    await TransportBench.child(Array(CommandLine.arguments.dropFirst(2)))
} else {
    if Bench.selected("transport") { await TransportBench.run() }
    if Bench.selected("paging") || Bench.selected("decode") { await PagingBench.run() }
    if Bench.selected("enrich") { await EnrichBench.run() }
    if Bench.selected("render") { await RenderBench.run() }
    if Bench.selected("startup") { await StartupBench.run() }
    if Bench.selected("images") { await ImagesBench.run() }
    if Bench.selected("idle") { await IdleBench.run() }
    if Bench.selected("dump") { await DumpBench.run() }
}
