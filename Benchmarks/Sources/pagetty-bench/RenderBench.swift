/// Render benchmarks (not written yet).
enum RenderBench {
    static func run() async {}
}
