import Clocks
import Networking
import Paging

extension Paginator {
    /// A paginator reading `source` front to back over `transport` as pipe mode does: in order,
    /// `parallel` wide, to the end of the list (no `--limit`), pages capped at `maxPageBytes`.
    static func readingInOrder(_ source: any PageSource, over transport: any Transport, parallel: Int,
                               maxPageBytes: Int = TransportLimits.defaultMaxBodyBytes) -> Paginator {
        var configuration = PagingConfiguration()
        configuration.readsInOrder = true
        configuration.parallel = parallel
        configuration.readLimit = nil
        configuration.maxPageBytes = maxPageBytes
        return Paginator(source: SequentialSource(source), transport: transport, clock: TestClock<Duration>(),
                         configuration: configuration)
    }

    /// Wants each of `rows` in turn, as pipe mode wants the row after the last one written: each
    /// once its page is in and every page sent ahead meanwhile is back (so what the read-ahead
    /// does is one order of events, the same every run).
    func read(_ rows: some Sequence<Int>) async {
        for row in rows {
            want(row: row)
            await quiescent()
            await aheadSettled()
        }
    }
}
