import Synchronization

/// A test clock whose sleepers a test can wait for without polling: `sleeping(n)` returns once
/// `n` tasks are asleep on it, and `advance(by:)` wakes the ones due before it returns, so the
/// count is never stale (with swift-clocks' `TestClock` a woken task leaves its count later, on
/// its own thread, and a test has to look again and again).
///
/// Thread-safe: the state sits behind a mutex; sleepers are resumed outside it. A cancelled
/// sleeper throws `CancellationError` at once, as `Task.sleep` does.
public final class CountingClock: Clock {
    /// An instant: a duration since the clock was made.
    public struct Instant: InstantProtocol {
        let offset: Duration
        public func advanced(by duration: Duration) -> Self { Instant(offset: offset + duration) }
        public func duration(to other: Self) -> Duration { other.offset - offset }
        public static func < (lhs: Self, rhs: Self) -> Bool { lhs.offset < rhs.offset }
    }

    private struct Sleeper {
        let deadline: Instant
        let resume: CheckedContinuation<Void, any Error>
    }

    private struct State {
        var now = Instant(offset: .zero)
        var sleepers: [Int: Sleeper] = [:]
        var nextID = 0
        /// Callers of `sleeping`, by the count of sleepers each waits for.
        var watchers = CountWatchers()
    }

    private let state = Mutex(State())

    /// A clock at its start, nobody asleep.
    public init() {}

    public var now: Instant { state.withLock { $0.now } }
    public var minimumResolution: Duration { .zero }

    /// How many tasks are asleep on the clock.
    public var sleepers: Int { state.withLock { $0.sleepers.count } }

    public func sleep(until deadline: Instant, tolerance: Duration? = nil) async throws {
        try Task.checkCancellation()
        let id = state.withLock { state in
            defer { state.nextID += 1 }
            return state.nextID
        }
        try await withTaskCancellationHandler {
            try await withCheckedThrowingContinuation { (continuation: CheckedContinuation<Void, any Error>) in
                let (atOnce, watchers) = state.withLock { state -> (Bool, [CheckedContinuation<Void, Never>]) in
                    guard deadline > state.now, !Task.isCancelled else { return (true, []) }
                    state.sleepers[id] = Sleeper(deadline: deadline, resume: continuation)
                    return (false, state.watchers.reached(state.sleepers.count))
                }
                if atOnce {
                    if Task.isCancelled { continuation.resume(throwing: CancellationError()) } else { continuation.resume() }
                }
                for watcher in watchers { watcher.resume() }
            }
        } onCancel: {
            state.withLock { $0.sleepers.removeValue(forKey: id) }?.resume.resume(throwing: CancellationError())
        }
    }

    /// Moves now on by `duration` and wakes, before returning, every sleeper due by then.
    public func advance(by duration: Duration) async {
        let due = state.withLock { state in
            state.now = state.now.advanced(by: duration)
            let now = state.now
            let due = state.sleepers.filter { $0.value.deadline <= now }
            for id in due.keys { state.sleepers.removeValue(forKey: id) }
            return due.values.map(\.resume)
        }
        for sleeper in due { sleeper.resume() }
    }

    /// Suspends until at least `count` tasks are asleep on the clock.
    public func sleeping(_ count: Int = 1) async {
        await waitForCount(count)
    }
}

extension CountingClock: CountWatching {
    /// The tasks asleep on the clock.
    public func withWatchers(_ body: (inout CountWatchers, Int) -> [CheckedContinuation<Void, Never>])
        -> [CheckedContinuation<Void, Never>] {
        state.withLock { body(&$0.watchers, $0.sleepers.count) }
    }
}
