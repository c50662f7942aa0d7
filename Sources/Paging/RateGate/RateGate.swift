/// When requests to one origin may go again after a rate limit: shared by every list paged from
/// that origin (a parent and the children opened from it), so a child spends no fresh budget
/// while its parent waits for the reset.
///
/// Main actor only, as the paginators that share it. Time is on its own clock, from when it was made;
/// a paginator given a gate keeps its time on the gate's clock so the two agree.
@MainActor
public final class RateGate {
    let stopwatch: Stopwatch
    /// The time on `stopwatch` requests are held back until; nil when the gate is open.
    var blockedUntil: Duration?

    /// An open gate keeping time on `clock`.
    public init(clock: any Clock<Duration>) {
        stopwatch = Stopwatch(clock)
    }

    /// How long requests are still held back; nil when they may go now.
    public var remaining: Duration? {
        guard let until = blockedUntil, case let now = stopwatch.elapsed(), now < until else { return nil }
        return until - now
    }

    /// Holds requests back for `wait` from now (a longer hold already set stays).
    public func block(for wait: Duration) {
        blockedUntil = max(blockedUntil ?? .zero, stopwatch.elapsed() + wait)
    }
}
