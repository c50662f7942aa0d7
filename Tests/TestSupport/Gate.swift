import Synchronization

/// A one-shot signal a test awaits without sleeping: `open()` lets every waiter through, now and later.
///
/// Thread-safe: the state sits behind a mutex; waiters are resumed outside it.
public final class Gate: Sendable {
    private struct State {
        var isOpen = false
        var waiters: [CheckedContinuation<Void, Never>] = []
        /// Callers of `waitForWaiters`, by the count each waits for.
        var watchers = CountWatchers()

        /// Takes out the watchers whose count is reached (all of them once open: none will come).
        mutating func reached() -> [CheckedContinuation<Void, Never>] {
            watchers.reached(waiters.count, all: isOpen)
        }
    }

    private let state = Mutex(State())

    /// A closed gate.
    public init() {}

    /// Suspends until `open()`.
    public func wait() async {
        await withCheckedContinuation { continuation in
            let (resumeNow, watchers) = state.withLock { state -> (Bool, [CheckedContinuation<Void, Never>]) in
                if state.isOpen { return (true, []) }
                state.waiters.append(continuation)
                return (false, state.reached())
            }
            if resumeNow { continuation.resume() }
            for watcher in watchers { watcher.resume() }
        }
    }

    /// Suspends until `count` callers wait at the gate, or it opens (then none will): a test waits
    /// for requests to reach a gated stub without polling. Check `waiting` after it.
    public func waitForWaiters(_ count: Int) async {
        await CountWatchers.wait { continuation in
            state.withLock { state in
                state.watchers.add(count, continuation)
                return state.reached()
            }
        }
    }

    /// Lets every waiter through, now and later.
    public func open() {
        let waiters = state.withLock { state -> [CheckedContinuation<Void, Never>] in
            state.isOpen = true
            defer { state.waiters.removeAll() }
            return state.waiters + state.reached()
        }
        for waiter in waiters { waiter.resume() }
    }

    /// Whether `open()` was called.
    public var isOpen: Bool { state.withLock { $0.isOpen } }

    /// How many are waiting.
    public var waiting: Int { state.withLock { $0.waiters.count } }
}
