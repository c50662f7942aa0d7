import Foundation
import Networking
import Paging

extension PipeRunner {
    /// Writes the list as `run()` does, then follows it: every new item once, in the order it
    /// arrived, each line written (and so flushed) on its own as soon as it is known; until
    /// `limit`, the reader leaving, cancellation, or a failure that asking again cannot mend.
    /// `source` is the list's own source (not a sequential wrapper), whose strategy says how to
    /// ask past the last item; `direction` nil picks it from the strategy and the first items.
    /// `etags`, the recorder the list was read through, holds the tags its polls ask with, so the
    /// first poll is conditional too.
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
                                count: written, now: wallClock, etags: etags?.etags)
        let end = await FollowLoop.run(&follower, clock: clock, deliver: { items in
            for item in items {
                // One write a line: a `| while read` loop sees each item the moment it is known.
                guard await write(fields.line(for: item, format: format)) else { return false }
                written += 1
                if let limit, written >= limit { return false }
            }
            return true
        }, report: { event in
            switch event {
            case .gap(let gap): diagnose("pagetty: \(gap)")
            // Said, not kept silent through the backoff: one line a failed poll.
            case .failed(let failure, let again):
                diagnose("pagetty: a poll failed (\(failure)); following asks again in \(FollowLoop.seconds(again)) s")
            case .answered: break
            }
        })
        if case .stopped(let why) = end { throw .failed("following stopped: \(why)") }
        return written
    }
}
