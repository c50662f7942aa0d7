/// One client's hourly budget: the window opens at its first request, like GitHub's.
struct RateWindow: Sendable {
    var limit: Int
    var used: Int = 0
    var reset: Int

    /// What the response headers report.
    var remaining: Int { max(0, limit - used) }
}
