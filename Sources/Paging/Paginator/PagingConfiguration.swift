import Foundation
import Networking

/// The knobs of one paginator; the defaults are the app's.
public struct PagingConfiguration: Sendable {
    /// Items held in memory at most; far pages are dropped and refetched on the way back.
    public var maxItems = 5_000
    /// Items held above which pages that left the screen are dropped at once (the lower
    /// watermark); between it and `maxItems` nothing on its way back is dropped early.
    public var keepItems = 2_500
    /// When and how to retry.
    public var retry = RetryPolicy()
    /// How far ahead to load.
    public var prefetch = PrefetchPolicy()
    /// The latency assumed before one is measured.
    public var initialLatency: Duration = .milliseconds(500)
    /// The viewport height assumed before the view reports one.
    public var initialViewportHeight = 24
    /// Page requests in flight at once where the pages ahead are known (1: one at a time): the
    /// browser's placeholder pages on screen (a far jump, a fling, a taller window) and pipe
    /// mode's read-ahead; the next page at the end is always read alone. Ten: a list of up to a
    /// dozen pages whose first says the total is read in two round trips, the first two pages and
    /// then the rest at once (six took three). Over HTTP/2, which GitHub, Qiita and PokeAPI speak,
    /// the ten are streams on one or two connections; over HTTP/1.1 ten connections, the pool
    /// Python's `requests` keeps to one host by default.
    public var parallel = 10
    /// The most `parallel` may be: requests one list keeps in flight to its host at most, the
    /// most connections aria2, a download tool built to open several, allows to one server.
    public static let maxParallel = 16
    /// Pipe mode: the rows are read front to back, each once (`Paginator.want(row:)`), and the
    /// pages certain to be read next are sent ahead of the one asked for, up to `parallel` in
    /// flight (`ReadAheadState`), within `readLimit`. The browser reads rows as they are shown.
    public var readsInOrder = false
    /// Items a list read in order stops after, counted from its first key (pipe mode's `--limit`):
    /// no page past them is read ahead. nil: to the end.
    public var readLimit: Int?
    /// What the bodies of the pages read ahead may take together, whatever the width and whatever
    /// the server sends: a server answering small first pages and then endless bodies held ten
    /// times the cap at ten wide (450 MB), and one sizing its pages to raise a per-page allowance
    /// would again. Each page ahead may have twice the largest body seen (at least a sixteenth of
    /// this, so all sixteen fit), and only as many go ahead as fit; a page past its share is asked
    /// again in its turn, under the cap alone.
    public var readAheadBytes = 64 * 1024 * 1024
    /// The largest answer the transport accepts (`[paging] max_page_mb`), as pipe mode's
    /// read-ahead must know it to tell a page past its own share from one past the cap.
    public var maxPageBytes = TransportLimits.defaultMaxBodyBytes
    /// Pipe mode: a load fails after `retry.maxRetries` rate limits in a row, each waited out,
    /// as after as many transient failures (a dump must end). The browser waits on: `r` asks again.
    public var giveUpOnRateLimits = false
    /// The remaining rate budget at or under which prefetching shrinks to one screen.
    public var lowBudget = 5
    /// Wall-clock time, to read rate-limit reset times (epoch seconds).
    public var wallClock: @Sendable () -> Date = { Date() }
    /// The jitter source: a random number in 0..<1.
    public var random: @Sendable () -> Double = { Double.random(in: 0..<1) }

    /// The rate gate of the list's origin, shared with the lists opened from it on that origin;
    /// nil gives the paginator one of its own.
    public var rateGate: RateGate?

    /// The defaults.
    public init() {}
}
