import Networking

extension RateLimitStatus {
    /// Whether the budget left is too low for `width` requests side by side: at or under `floor`,
    /// or under what may be in flight at once, so loads side by side never spend past it. The
    /// browser's loads and pipe mode's read-ahead both drop to one at a time then.
    public func isLow(floor: Int, width: Int) -> Bool {
        remaining <= max(floor, width)
    }
}
