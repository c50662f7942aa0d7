extension Paginator {
    /// Returns once no load task is running, superseded ones included: a load that `cancel`,
    /// `refresh`, `replaceSource` or `retry` let go of runs on until it sees it was superseded
    /// (at once for a cancelled request or sleep; when its answer comes for a transport that does
    /// not stop), and only then can it no longer send or change anything. Afterwards nothing
    /// changes until a command or a visibility report starts a load.
    ///
    /// A load waiting for its backoff or a rate-limit reset is running: on a test clock, advance
    /// it (or cancel it) first. Main actor, like every member; returns at once when nothing runs,
    /// and early when the calling task is cancelled (check `Task.isCancelled` to tell), so a
    /// shutdown or a test's time limit can bound the wait.
    public func settled() async {
        guard runningLoads > 0 else { return }
        let id = nextSettleWaiter
        nextSettleWaiter += 1
        await withTaskCancellationHandler {
            await withCheckedContinuation { continuation in
                settleWaiters[id] = continuation
                if Task.isCancelled { stopWaiting(id) }
            }
        } onCancel: {
            Task { @MainActor in self.stopWaiting(id) }
        }
    }

    /// A load task's last step: wakes the callers of `settled()` when it was the last one running.
    func loadReturned() {
        runningLoads -= 1
        guard runningLoads == 0 else { return }
        let waiters = settleWaiters.values
        settleWaiters = [:]
        for waiter in waiters { waiter.resume() }
    }

    /// Lets one caller of `settled()` go, if it is still waiting.
    func stopWaiting(_ id: Int) {
        settleWaiters.removeValue(forKey: id)?.resume()
    }
}
