@testable import Paging

/// What a test asserts of a `PagingState` after each event (`PagingState.handle`), compared whole:
/// the list (`StateSnapshot`), how the view moved (the screen at the last move, whether it reached
/// the end, the direction and speed, the rows wanted, the pages that left the screen), the loads
/// in flight, and the failure, the last error and the rate-limit waits.
struct EventSnapshot: Equatable, CustomStringConvertible {
    var list: StateSnapshot
    var loads: [PageKey: PageLoad]
    var anchor: Range<Int>
    var anchorOpen: Bool
    var movingUp: Bool
    var rowsPerSecond: Double
    var latency: Duration
    var wanted: Range<Int>
    var departed: Set<PageKey>
    var failure: PagingError?
    var lastError: LoadError?
    var rateLimitWaits: Int
    var rateLimitStreak: Int

    /// The snapshot of `state`, taking its row moves (as the view does).
    init(taking state: inout PagingState) {
        list = StateSnapshot(taking: &state)
        (loads, anchor, anchorOpen, movingUp) = (state.loads, state.anchor, state.anchorOpen, state.movingUp)
        (rowsPerSecond, latency, wanted, departed) = (state.rowsPerSecond, state.latency, state.wantedRows, state.departed)
        (failure, lastError) = (state.failure, state.lastError)
        (rateLimitWaits, rateLimitStreak) = (state.rateLimitWaits, state.rateLimitStreak)
    }

    /// A snapshot written out by a test; what it leaves out is as a list no one has scrolled or
    /// loaded yet (the latency is the configured guess).
    init(list: StateSnapshot, loads: [PageKey: PageLoad] = [:], anchor: Range<Int> = 0..<0, anchorOpen: Bool = false,
         movingUp: Bool = false, rowsPerSecond: Double = 0, latency: Duration = PagingConfiguration().initialLatency,
         wanted: Range<Int> = 0..<0, departed: Set<PageKey> = [], failure: PagingError? = nil,
         lastError: LoadError? = nil, rateLimitWaits: Int = 0, rateLimitStreak: Int = 0) {
        (self.list, self.loads, self.anchor, self.anchorOpen) = (list, loads, anchor, anchorOpen)
        (self.movingUp, self.rowsPerSecond, self.latency) = (movingUp, rowsPerSecond, latency)
        (self.wanted, self.departed, self.failure, self.lastError) = (wanted, departed, failure, lastError)
        (self.rateLimitWaits, self.rateLimitStreak) = (rateLimitWaits, rateLimitStreak)
    }

    var description: String {
        let loads = self.loads.sorted { "\($0.key)" < "\($1.key)" }.map { key, load in
            "\(key)\(load.isTail ? " tail" : "")\(load.wait.map { " \($0)" } ?? "")"
                + "\(load.wakeAt.map { " until \($0)" } ?? "")\(load.retries > 0 ? " retries \(load.retries)" : "")"
        }
        return "\(list) loads [\(loads.joined(separator: "; "))] anchor \(anchor)\(anchorOpen ? " open" : "")"
            + " \(movingUp ? "up" : "down") \(rowsPerSecond) rows/s latency \(latency) wanted \(wanted)"
            + " departed \(departed.map { "\($0)" }.sorted()) failure \(failure.map { "\($0)" } ?? "nil")"
            + " last \(lastError.map { "\($0)" } ?? "nil") waits \(rateLimitWaits) streak \(rateLimitStreak)"
    }
}
