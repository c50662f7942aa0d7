import Foundation
import Networking
import Paging

extension PipeRunner {
    /// Writes the list as `run()` does, then follows it: every new item once, in the order it
    /// arrived, each line written (and so flushed) on its own as soon as it is known; until
    /// `limit`, the reader leaving, cancellation, or a failure that asking again cannot mend.
    /// `source` is the list's own source (not a sequential wrapper), whose strategy says how to
    /// ask past the last item; `direction` nil picks it from the strategy and the first items.
    /// `etags`, the recorder the list was read through, makes the first poll conditional too.
    public func runFollowing(source: any PageSource, transport: any Transport, policy: FollowPolicy,
                             direction: FollowDirection?, clock: any Clock<Duration>,
                             etags: ETagRecorder? = nil) async throws(PipeError) -> Int {
        writtenIDs = FollowedIDs()
        defer { writtenIDs = nil }
        var written = try await run()
        if let limit, written >= limit { return written }
        let firstItems = firstWritten
        let direction = direction ?? FollowDirection.natural(for: source.strategy, firstItems: firstItems)
        var follower = Follower(source: source, transport: transport, policy: policy, direction: direction,
                                seen: writtenIDs ?? FollowedIDs(), last: written > 0 ? lastWritten : nil,
                                count: written, now: wallClock)
        if let etags { follower.assumeETag(from: etags) }
        while !Task.isCancelled {
            let (items, decision) = await follower.poll()
            if let gap = follower.gap { diagnose("pagetty: \(gap)") }
            for item in items {
                // One write a line: a `| while read` loop sees each item the moment it is known.
                guard await write(fields.line(for: item, format: format)) else { return written }
                written += 1
                if let limit, written >= limit { return written }
            }
            switch decision {
            case .stop(let why):
                if Task.isCancelled { return written }
                throw .failed("following stopped: \(why)")
            case .poll(let delay):
                // Said, not kept silent through the backoff: one line a failed poll.
                if let failure = follower.lastFailure { diagnose("pagetty: a poll failed (\(failure)); following asks again in \(Self.seconds(delay)) s") }
                do { try await clock.sleep(for: delay) } catch { return written }
            }
        }
        return written
    }

    /// Whole seconds, rounded up.
    static func seconds(_ duration: Duration) -> Int64 {
        duration.components.seconds + (duration.components.attoseconds > 0 ? 1 : 0)
    }
}
