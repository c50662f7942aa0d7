import Paging

/// What a dump has done so far, as its progress line tells it.
///
/// A value; any thread.
public struct PipeProgress: Sendable, Equatable {
    /// Rows written by every run of this dump (a resumed one counts the earlier runs' too).
    public var rows: Int
    /// Rows written by this run: the rate is this run's.
    public var rowsThisRun: Int
    /// Pages whose rows were all written, by every run.
    public var pages: Int
    /// The list's length, when the server says it.
    public var total: Int?
    /// Seconds left in a rate-limit wait; nil when not waiting.
    public var rateLimitedFor: Int?

    /// A progress value.
    public init(rows: Int, rowsThisRun: Int, pages: Int, total: Int? = nil, rateLimitedFor: Int? = nil) {
        self.rows = rows
        self.rowsThisRun = rowsThisRun
        self.pages = pages
        self.total = total
        self.rateLimitedFor = rateLimitedFor
    }

    /// The line: "275/600 rows  11 pages  143 rows/s  2s left", or with the wait in place of the
    /// rate and time left while rate limited (`ProgressWords`, the browser's status line's words).
    /// `elapsed` is this run's time so far.
    public func text(elapsed: Duration) -> String {
        var parts = ["\(ProgressWords.count(rows, of: total)) rows", "\(pages) page\(pages == 1 ? "" : "s")"]
        if let wait = rateLimitedFor {
            parts.append(ProgressWords.rateLimited(resumesIn: wait))
            return parts.joined(separator: "  ")
        }
        let seconds = Double(elapsed.components.seconds) + Double(elapsed.components.attoseconds) / 1e18
        // Under a second there is no rate worth saying yet.
        guard seconds >= 1, rowsThisRun > 0 else { return parts.joined(separator: "  ") }
        let rate = Double(rowsThisRun) / seconds
        parts.append("\(Int(rate.rounded())) rows/s")
        if let total, total > rows {
            parts.append("\(ProgressWords.duration(Int((Double(total - rows) / rate).rounded(.up)))) left")
        }
        return parts.joined(separator: "  ")
    }
}
