import Synchronization

/// A one-shot signal a test awaits without sleeping: `open()` lets every waiter through, now and later.
///
/// Thread-safe: the state sits behind a mutex; waiters are resumed outside it.
public final class Gate: RequestHolder {
    private struct State {
        var isOpen = false
        var waiters: [CheckedContinuation<Void, Never>] = []
        /// Callers of `waitForWaiters`, by the count each waits for.
        var watchers = CountWatchers()
        /// Told after each caller that stops at the gate (`onHold`).
        var onHold: (@Sendable () -> Void)?

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
            let (resumeNow, watchers, onHold) = state.withLock { state in
                if state.isOpen { return (true, [CheckedContinuation<Void, Never>](), nil as (@Sendable () -> Void)?) }
                state.waiters.append(continuation)
                return (false, state.reached(), state.onHold)
            }
            if resumeNow { continuation.resume() }
            for watcher in watchers { watcher.resume() }
            onHold?()
        }
    }

    /// Suspends until `count` callers wait at the gate, or it opens (then none will): a test waits
    /// for requests to reach a gated stub without polling. Check `waiting` after it. Returns early
    /// when the calling task is cancelled (a test's time limit), and then lets every other caller go too.
    public func waitForWaiters(_ count: Int) async {
        await waitForCount(count)
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

    public var heldCount: Int { waiting }

    public func onHold(_ action: @escaping @Sendable () -> Void) {
        state.withLock { $0.onHold = action }
    }
}

extension Gate: CountWatching {
    /// The callers at the gate; every count is reached once it is open (none will come).
    public func withWatchers(_ body: (inout CountWatchers, Int) -> [CheckedContinuation<Void, Never>])
        -> [CheckedContinuation<Void, Never>] {
        state.withLock { body(&$0.watchers, $0.isOpen ? .max : $0.waiters.count) }
    }
}
