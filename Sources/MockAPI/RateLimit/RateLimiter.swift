/// Hourly request budgets per (API, client). A value type: `MockState` owns it under its lock.
struct RateLimiter: Sendable {
    private var windows: [String: RateWindow] = [:]

    /// Takes one request from the budget unless it is used up; returns the window after the attempt and whether it was allowed.
    mutating func consume(key: String, limit: Int, now: Int) -> (window: RateWindow, allowed: Bool) {
        var window = current(key: key, limit: limit, now: now)
        guard window.used < window.limit else { return (window, false) }
        window.used += 1
        windows[key] = window
        return (window, true)
    }

    /// Gives one request back (a 304 to an authenticated GitHub request is free).
    mutating func refund(key: String) -> RateWindow? {
        guard var window = windows[key], window.used > 0 else { return windows[key] }
        window.used -= 1
        windows[key] = window
        return window
    }

    /// The window for a key, opening a new one when the old one has reset.
    mutating func current(key: String, limit: Int, now: Int) -> RateWindow {
        if let w = windows[key], now < w.reset { return w }
        let fresh = RateWindow(limit: limit, reset: now + 3600)
        windows[key] = fresh
        return fresh
    }
}
