import Networking
@testable import Paging

/// What a test asserts of a `PagingState` after each event (`PagingState.handle`), compared whole:
/// the list (`StateSnapshot`), how the view moved (the screen at the last move, whether it reached
/// the end, the direction and speed, the rows wanted, the pages that left the screen), the loads
/// in flight, and the failure, the last error, the rate-limit waits, the countdown shown, a refresh
/// asked while held, and the rate budget.
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
    var countdown: Int?
    var refreshAsking: Bool
    var rate: RateLimitStatus?

    /// The snapshot of `state`, taking its row moves (as the view does).
    init(taking state: inout PagingState) {
        list = StateSnapshot(taking: &state)
        (loads, anchor, anchorOpen, movingUp) = (state.loads, state.anchor, state.anchorOpen, state.movingUp)
        (rowsPerSecond, latency, wanted, departed) = (state.rowsPerSecond, state.latency, state.wantedRows, state.departed)
        (failure, lastError) = (state.failure, state.lastError)
        (rateLimitWaits, rateLimitStreak) = (state.rateLimitWaits, state.rateLimitStreak)
        (countdown, refreshAsking, rate) = (state.countdown, state.refreshAsking, state.rate)
    }

    /// A snapshot written out by a test; what it leaves out is as a list no one has scrolled or
    /// loaded yet (the latency is the configured guess).
    init(list: StateSnapshot, loads: [PageKey: PageLoad] = [:], anchor: Range<Int> = 0..<0, anchorOpen: Bool = false,
         movingUp: Bool = false, rowsPerSecond: Double = 0, latency: Duration = PagingConfiguration().initialLatency,
         wanted: Range<Int> = 0..<0, departed: Set<PageKey> = [], failure: PagingError? = nil,
         lastError: LoadError? = nil, rateLimitWaits: Int = 0, rateLimitStreak: Int = 0, countdown: Int? = nil,
         refreshAsking: Bool = false, rate: RateLimitStatus? = nil) {
        (self.list, self.loads, self.anchor, self.anchorOpen) = (list, loads, anchor, anchorOpen)
        (self.movingUp, self.rowsPerSecond, self.latency) = (movingUp, rowsPerSecond, latency)
        (self.wanted, self.departed, self.failure, self.lastError) = (wanted, departed, failure, lastError)
        (self.rateLimitWaits, self.rateLimitStreak) = (rateLimitWaits, rateLimitStreak)
        (self.countdown, self.refreshAsking, self.rate) = (countdown, refreshAsking, rate)
    }

    var description: String {
        let loads = self.loads.sorted { "\($0.key)" < "\($1.key)" }.map { key, load in
            "\(key)\(load.isTail ? " tail" : "")\(load.wait.map { " \($0)" } ?? "")"
                + "\(load.wakeAt.map { " until \($0)" } ?? "")\(load.retries > 0 ? " retries \(load.retries)" : "")"
                + "\(load.askedAgain > 0 ? " asked again \(load.askedAgain)" : "")"
                + "\(load.lastDrop.map { " drop \($0)" } ?? "")"
        }
        return "\(list) loads [\(loads.joined(separator: "; "))] anchor \(anchor)\(anchorOpen ? " open" : "")"
            + " \(movingUp ? "up" : "down") \(rowsPerSecond) rows/s latency \(latency) wanted \(wanted)"
            + " departed \(departed.map { "\($0)" }.sorted()) failure \(failure.map { "\($0)" } ?? "nil")"
            + " last \(lastError.map { "\($0)" } ?? "nil") waits \(rateLimitWaits) streak \(rateLimitStreak)"
            + " countdown \(countdown.map(String.init) ?? "nil")\(refreshAsking ? " refresh asking" : "")"
            + " rate \(rate.map { "\($0.remaining)/\($0.limit)" } ?? "nil")"
    }
}
