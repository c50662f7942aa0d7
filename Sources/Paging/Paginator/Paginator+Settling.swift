extension Paginator {
    /// Returns once no load task is running, superseded ones included: a load that `cancel`,
    /// `refresh`, `replaceSource` or `retry` let go of runs on until it sees it was superseded
    /// (at once for a cancelled request or sleep; when its answer comes for a transport that does
    /// not stop), and only then can it no longer send or change anything. Afterwards nothing
    /// changes until a command or a visibility report starts a load.
    ///
    /// A load waiting for its backoff or a rate-limit reset is running: on a test clock, advance
    /// it (or cancel it) first, or wait for `quiescent()`. Main actor, like every member; returns
    /// at once when nothing runs, and early when the calling task is cancelled (check
    /// `Task.isCancelled` to tell), so a shutdown or a test's time limit can bound the wait.
    public func settled() async {
        await wait(untilQuiescent: false)
    }

    /// Returns once nothing changes until the clock moves on: every load task running is a current
    /// load asleep on the clock (a retry's backoff, a rate-limit countdown) until an instant the
    /// clock has not reached; with none asleep, as `settled()`. A load whose instant has come counts
    /// as running until it has woken and ended or slept again, so after advancing a test clock this
    /// waits for what the advance set going. Main actor; early when the calling task is cancelled.
    public func quiescent() async {
        await wait(untilQuiescent: true)
    }

    /// Whether nothing changes until the clock moves on (see `quiescent()`). Superseded tasks are
    /// not in `loads`, so they count as running until they return, asleep or not.
    public var isQuiescent: Bool {
        let now = self.now
        return runningLoads == loads.values.count { $0.wakeAt.map { $0 > now } == true }
    }

    /// Suspends until no load task runs, or until `isQuiescent`.
    func wait(untilQuiescent: Bool) async {
        guard !calm(untilQuiescent: untilQuiescent) else { return }
        let id = nextSettleWaiter
        nextSettleWaiter += 1
        await withTaskCancellationHandler {
            await withCheckedContinuation { continuation in
                settleWaiters[id] = (untilQuiescent, continuation)
                if Task.isCancelled { stopWaiting(id) }
            }
        } onCancel: {
            Task { @MainActor in self.stopWaiting(id) }
        }
    }

    func calm(untilQuiescent: Bool) -> Bool {
        untilQuiescent ? isQuiescent : runningLoads == 0
    }

    /// A load task's last step: wakes the waiters whose wait it ended.
    func loadReturned() {
        runningLoads -= 1
        wakeWaiters()
    }

    /// Marks the load for `key` asleep until `instant` on `now`'s clock (nil: awake again); going
    /// to sleep may leave the paginator quiescent, so it wakes the waiters for that.
    func sleeping(_ key: PageKey, until instant: Duration?) {
        loads[key]?.wakeAt = instant
        if instant != nil { wakeWaiters() }
    }

    /// Lets go every waiter whose condition holds now.
    func wakeWaiters() {
        guard !settleWaiters.isEmpty else { return }
        let quiet = isQuiescent, idle = runningLoads == 0
        for (id, waiter) in settleWaiters where idle || (waiter.untilQuiescent && quiet) {
            stopWaiting(id)
        }
    }

    /// Lets one waiter go, if it is still waiting.
    func stopWaiting(_ id: Int) {
        settleWaiters.removeValue(forKey: id)?.continuation.resume()
    }
}
