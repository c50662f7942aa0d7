/// A test double that callers wait on until a count of its reaches theirs (requests held, tasks
/// asleep, callers at a gate): it keeps `CountWatchers` under its lock and lends them here.
public protocol CountWatching: Sendable {
    /// Runs `body` under the double's lock on its watchers and the count they wait for now;
    /// returns the callers `body` took out, to be resumed outside the lock.
    func withWatchers(_ body: (inout CountWatchers, _ count: Int) -> [CheckedContinuation<Void, Never>])
        -> [CheckedContinuation<Void, Never>]
}

extension CountWatching {
    /// Suspends until the double's count reaches `count`. Returns early when the calling task is
    /// cancelled (a test's time limit), and then lets every other caller go too: a count that
    /// never comes fails its test at the limit instead of hanging the run.
    public func waitForCount(_ count: Int) async {
        await withTaskCancellationHandler {
            await withCheckedContinuation { continuation in
                let reached = withWatchers { watchers, current in
                    watchers.add(count, continuation)
                    return watchers.reached(current, all: Task.isCancelled)
                }
                for watcher in reached { watcher.resume() }
            }
        } onCancel: {
            for watcher in withWatchers({ watchers, _ in watchers.reached(0, all: true) }) { watcher.resume() }
        }
    }
}
