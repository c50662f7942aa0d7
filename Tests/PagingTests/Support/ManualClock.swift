import Synchronization

/// A clock whose time and sleepers move apart: `move(to:)` sets now without waking anyone, as a
/// real clock passes a deadline before the sleeper's thread gets to run; `wakeAll()` wakes them.
///
/// Thread-safe: the state sits behind a mutex; sleepers are resumed outside it. Cancellation is not
/// seen: a sleeper wakes only by `wakeAll()`.
final class ManualClock: Clock {
    /// An instant: a duration since the clock's start.
    struct Instant: InstantProtocol {
        var offset: Duration
        func advanced(by duration: Duration) -> Self { Instant(offset: offset + duration) }
        func duration(to other: Self) -> Duration { other.offset - offset }
        static func < (lhs: Self, rhs: Self) -> Bool { lhs.offset < rhs.offset }
    }

    private let state = Mutex<(now: Instant, sleepers: [CheckedContinuation<Void, Never>])>(
        (Instant(offset: .zero), []))

    var now: Instant { state.withLock { $0.now } }
    var minimumResolution: Duration { .zero }
    /// How many are asleep now.
    var sleepers: Int { state.withLock { $0.sleepers.count } }

    func sleep(until deadline: Instant, tolerance: Duration?) async throws {
        await withCheckedContinuation { continuation in
            state.withLock { $0.sleepers.append(continuation) }
        }
    }

    /// Sets now to `instant`, waking nobody.
    func move(to offset: Duration) { state.withLock { $0.now = Instant(offset: offset) } }

    /// Wakes every sleeper.
    func wakeAll() {
        let sleepers = state.withLock { state in
            defer { state.sleepers = [] }
            return state.sleepers
        }
        for sleeper in sleepers { sleeper.resume() }
    }
}
