import Synchronization

/// A one-shot signal a test awaits without sleeping: `open()` lets every waiter through, now and later.
///
/// Thread-safe: the state sits behind a mutex; waiters are resumed outside it.
public final class Gate: Sendable {
    private struct State {
        var isOpen = false
        var waiters: [CheckedContinuation<Void, Never>] = []
    }

    private let state = Mutex(State())

    /// A closed gate.
    public init() {}

    /// Suspends until `open()`.
    public func wait() async {
        await withCheckedContinuation { continuation in
            let resumeNow = state.withLock { state -> Bool in
                if state.isOpen { return true }
                state.waiters.append(continuation)
                return false
            }
            if resumeNow { continuation.resume() }
        }
    }

    /// Lets every waiter through, now and later.
    public func open() {
        let waiters = state.withLock { state -> [CheckedContinuation<Void, Never>] in
            state.isOpen = true
            defer { state.waiters.removeAll() }
            return state.waiters
        }
        for waiter in waiters { waiter.resume() }
    }

    /// Whether `open()` was called.
    public var isOpen: Bool { state.withLock { $0.isOpen } }

    /// How many are waiting.
    public var waiting: Int { state.withLock { $0.waiters.count } }
}
