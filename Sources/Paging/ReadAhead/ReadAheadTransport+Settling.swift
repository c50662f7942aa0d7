/// Waiting for the read-ahead to be idle: its answer tasks send the next pages as they land, on
/// tasks of their own, so only the transport can tell when none is left to send.
extension ReadAheadTransport {
    /// Returns once every answer task it started has landed (decoded its page, told the rules
    /// and sent what they freed); nothing is sent ahead afterwards until the paginator asks or
    /// `learn`s. Returns at once when none runs, and early when the calling task is cancelled
    /// (check `Task.isCancelled` to tell), so a test's time limit can bound the wait.
    public func settled() async {
        let id = state.withLock { locked -> Int? in
            guard locked.landing > 0 else { return nil }
            defer { locked.nextWaiter += 1 }
            return locked.nextWaiter
        }
        guard let id else { return }
        await withTaskCancellationHandler {
            await withCheckedContinuation { continuation in
                let idle = state.withLock { locked -> Bool in
                    guard locked.landing > 0, !Task.isCancelled else { return true }
                    locked.idleWaiters[id] = continuation
                    return false
                }
                if idle { continuation.resume() }
            }
        } onCancel: {
            state.withLock { $0.idleWaiters.removeValue(forKey: id) }?.resume()
        }
    }

    /// An answer task's last step: with none left landing, lets the callers of `settled()` go.
    func landingEnded() {
        let waiters = state.withLock { locked -> [CheckedContinuation<Void, Never>] in
            locked.landing -= 1
            guard locked.landing == 0 else { return [] }
            defer { locked.idleWaiters = [:] }
            return Array(locked.idleWaiters.values)
        }
        for waiter in waiters { waiter.resume() }
    }
}
