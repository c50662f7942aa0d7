/// How far ahead of the viewport the next page is requested.
///
/// A value; any thread. Adaptive: far enough that a page arrives before the user gets there.
public struct PrefetchPolicy: Sendable, Equatable {
    /// How the distance is chosen.
    public enum Mode: Sendable, Equatable {
        /// From the viewport height, the scroll speed and the page latency; at least one screen.
        case adaptive
        /// A fixed number of rows, as the classic samples (5); for comparison only.
        case fixed(rows: Int)
    }

    /// The mode.
    public var mode: Mode = .adaptive
    /// Margin on the rows covered while a page loads: 2 absorbs latency spikes.
    public var safety = 2.0
    /// Upper bound in screens, so that a fling does not fetch the whole list.
    public var maxScreens = 10.0

    /// The adaptive defaults.
    public init(mode: Mode = .adaptive) { self.mode = mode }

    /// Rows ahead of the last visible row at which the next page is requested.
    public func distance(viewportHeight: Int, rowsPerSecond: Double, latency: Duration,
                         budgetLow: Bool) -> Int {
        if case .fixed(let rows) = mode { return rows }
        let screen = max(1, viewportHeight)
        if budgetLow { return screen }
        let seconds = Double(latency.components.seconds) + Double(latency.components.attoseconds) * 1e-18
        let travel = max(0, rowsPerSecond) * max(0, seconds) * safety
        // The small bias keeps float noise (30 × 0.3 × 2 = 18.000…04) from adding a row.
        let wanted = Double(screen) + (travel - 1e-9).rounded(.up)
        return Int(min(wanted, Double(screen) * maxScreens))
    }
}
