/// The one loop that follows a list, in the browser and in pipe mode alike: poll, hand the new
/// items over, say what happened, wait the policy's delay, until following stops, the items'
/// taker has had enough, or the task is cancelled.
///
/// Threading: runs on the caller's actor (the main actor for both modes), in its task; `deliver`
/// and `report` are called there, in order.
public enum FollowLoop {
    /// What a poll left to be said, beside its items.
    public enum Event: Sendable, Equatable {
        /// The poll read on through its page limit before a known id: items may be missing.
        case gap(String)
        /// The poll failed; following asks again after `again`.
        case failed(PagingError, again: Duration)
        /// The poll answered (nothing failed, no gap); the next one comes after `again`.
        case answered(again: Duration)
    }

    /// Why the loop ended.
    public enum End: Sendable, Equatable {
        /// Following stopped for a failure asking again cannot mend.
        case stopped(String)
        /// `deliver` said it had enough (a limit, a reader gone).
        case delivered
        /// The task was cancelled (a signal, a refresh, the reader leaving), or the clock's sleep was.
        case cancelled
    }

    /// Follows with `follower` until it ends: `deliver` gets each poll's new items (oldest first)
    /// and returns false to end; `report` gets each poll's events before the wait.
    public static func run(_ follower: inout Follower, clock: any Clock<Duration>,
                           deliver: ([ListItem]) async -> Bool,
                           report: (Event) -> Void,
                           isolation: isolated (any Actor)? = #isolation) async -> End {
        while !Task.isCancelled {
            let (items, decision) = await follower.poll()
            if Task.isCancelled { return .cancelled }
            if let gap = follower.gap { report(.gap(gap)) }
            guard await deliver(items) else { return .delivered }
            switch decision {
            case .stop(let why):
                return Task.isCancelled ? .cancelled : .stopped(why)
            case .poll(let delay):
                report(follower.lastFailure.map { .failed($0, again: delay) } ?? .answered(again: delay))
                do { try await clock.sleep(for: delay) } catch { return .cancelled }
            }
        }
        return .cancelled
    }

    /// Whole seconds in `duration`, rounded up: the wait as a person is told it.
    public static func seconds(_ duration: Duration) -> Int {
        Int(duration.components.seconds) + (duration.components.attoseconds > 0 ? 1 : 0)
    }
}
