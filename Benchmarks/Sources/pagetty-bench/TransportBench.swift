/// Transport benchmarks (not written yet).
enum TransportBench {
    static func run() async {}
}
