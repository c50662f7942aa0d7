extension Paginator {
    /// Returns once no load task is running, superseded ones included: a load that `cancel`,
    /// `refresh`, `replaceSource` or `retry` let go of runs on until it sees it was superseded
    /// (at once for a cancelled request or sleep; when its answer comes for a transport that does
    /// not stop), and only then can it no longer send or change anything. Afterwards nothing
    /// changes until a command or a visibility report starts a load.
    ///
    /// A load waiting for its backoff or a rate-limit reset is running: on a test clock, advance
    /// it (or cancel it) first. Main actor, like every member; returns at once when nothing runs.
    /// It waits for the loads, so cancelling the caller does not end it early.
    public func settled() async {
        guard runningLoads > 0 else { return }
        await withCheckedContinuation { settleWaiters.append($0) }
    }

    /// A load task's last step: wakes the callers of `settled()` when it was the last one running.
    func loadReturned() {
        runningLoads -= 1
        guard runningLoads == 0 else { return }
        let waiters = settleWaiters
        settleWaiters = []
        for waiter in waiters { waiter.resume() }
    }
}
