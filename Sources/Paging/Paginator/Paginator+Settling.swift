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
        await wait(besides: nil)
    }

    /// Returns once nothing changes until the clock moves on: every load task running is a current
    /// load asleep on the clock (a retry's backoff, a rate-limit countdown) until an instant the
    /// clock has not reached; with none asleep, as `settled()`. A load whose instant has come counts
    /// as running until it has woken and ended or slept again, so after advancing a test clock this
    /// waits for what the advance set going. Main actor; early when the calling task is cancelled.
    public func quiescent() async {
        await wait(besides: { 0 })
    }

    /// As `quiescent()`, but `held()` of the loads running may wait in the transport too: a test
    /// double that holds requests until the test answers them counts them. The loads are then
    /// parked, each asleep or held, and nothing changes until the test answers or moves the clock.
    /// `held` is read now, when a load ends or sleeps, and on `recheck()`, which the double calls
    /// when it holds a request. A test hook: only a test's transport can tell what it holds.
    public func quiescent(holding held: @escaping @MainActor () -> Int) async {
        await wait(besides: held)
    }

    /// Reads the conditions of the waits again: a test's transport has just held a request.
    public func recheck() {
        wakeWaiters()
    }

    /// Whether nothing changes until the clock moves on (see `quiescent()`). Superseded tasks are
    /// not in `loads`, so they count as running until they return, asleep or not.
    public var isQuiescent: Bool { busyLoads == 0 }

    /// Load tasks running and not asleep until an instant the clock has not reached.
    var busyLoads: Int {
        let now = self.now
        return runningLoads - loads.values.count { $0.wakeAt.map { $0 > now } == true }
    }

    /// Suspends until no load task runs (`besides` nil), or until no more are busy than `besides()`.
    func wait(besides: (@MainActor () -> Int)?) async {
        guard !calm(besides: besides) else { return }
        let id = nextSettleWaiter
        nextSettleWaiter += 1
        await withTaskCancellationHandler {
            await withCheckedContinuation { continuation in
                settleWaiters[id] = (besides, continuation)
                if Task.isCancelled { stopWaiting(id) }
            }
        } onCancel: {
            Task { @MainActor in self.stopWaiting(id) }
        }
    }

    func calm(besides: (@MainActor () -> Int)?) -> Bool {
        guard let besides else { return runningLoads == 0 }
        return busyLoads <= besides()
    }

    /// A load task's last step: wakes the waiters whose wait it ended.
    func loadReturned() {
        runningLoads -= 1
        wakeWaiters()
    }

    /// Lets go every waiter whose condition holds now.
    func wakeWaiters() {
        guard !settleWaiters.isEmpty else { return }
        for (id, waiter) in settleWaiters where calm(besides: waiter.besides) {
            stopWaiting(id)
        }
    }

    /// Lets one waiter go, if it is still waiting.
    func stopWaiting(_ id: Int) {
        settleWaiters.removeValue(forKey: id)?.continuation.resume()
    }
}
