import Networking

/// A source's declaration that its list rows lack fields its detail has, and that the browser may
/// fill them by asking for the details of rows as they appear (Pokémon's types and sprite).
///
/// A value; any thread.
public struct RowEnrichment: Sendable, Equatable {
    /// Columns (by title) the list leaves empty and the detail field of the same label fills.
    public var columns: [String]
    /// Whether the detail's picture becomes the row's thumbnail when the list names none.
    public var picture: Bool
    /// Detail requests in flight at most. PokeAPI is static hosting with no rate limit but a fair
    /// use policy; 8 keeps up with a reader scrolling 30 rows a second at 300 ms a request
    /// (8 / 0.3 s ≈ 27 rows a second) without a browser's burst of dozens.
    public var concurrency: Int
    /// The smallest rate budget (requests a window, from the rate-limit headers) under which rows
    /// are left as the list gives them: on unauthenticated GitHub's 60 an hour a row's detail
    /// would cost a page.
    public var minimumBudget: Int

    /// A declaration.
    public init(columns: [String], picture: Bool = false, concurrency: Int = 8, minimumBudget: Int = 1_000) {
        self.columns = columns
        self.picture = picture
        self.concurrency = max(1, concurrency)
        self.minimumBudget = minimumBudget
    }

    /// Whether `rate` (nil: the server states none) leaves room to fill rows: at least
    /// `minimumBudget` a window and more than a quarter of it left, the rest kept for pages and
    /// the details the user opens.
    public func allows(_ rate: RateLimitStatus?) -> Bool {
        guard let rate else { return true }
        return rate.limit >= minimumBudget && rate.remaining > rate.limit / 4
    }
}
