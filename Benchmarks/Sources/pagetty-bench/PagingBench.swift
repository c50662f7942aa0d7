/// Paging benchmarks (not written yet).
enum PagingBench {
    static func run() async {}
}
