// Runs the benchmark areas selected by BENCH_FILTER (transport, paging, decode, render, startup, images).
if Bench.selected("transport") { await TransportBench.run() }
if Bench.selected("paging") || Bench.selected("decode") { await PagingBench.run() }
if Bench.selected("render") || Bench.selected("startup") { await RenderBench.run() }
