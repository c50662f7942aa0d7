/// What the status bar says about one list.
public struct ListStatus: Sendable, Equatable {
    /// The source's name ("GitHub users").
    public var source: String
    /// Items loaded so far (deduplicated).
    public var loaded: Int
    /// The total, when the API gives one.
    public var total: Int?
    /// Whether any request is in flight (drives the spinner).
    public var inFlight: Bool
    /// Requests left in the rate window, and the limit.
    public var rateRemaining: Int?
    /// The rate window's limit.
    public var rateLimit: Int?
    /// Seconds until a rate-limit wait ends (a countdown while waiting), or until the reset.
    public var rateResetIn: Int?
    /// Whether requests are held back until the reset.
    public var rateLimited: Bool
    /// The last error in the error rows' short words, and the retry waited for, if any.
    public var lastError: String?
    /// A notice such as "the list moved: 3 items seen twice".
    public var notice: String?
    /// "offline: cached page from 14:05" while the pages shown come from the disk cache.
    public var offline: String?
    /// What following has to say: a failed poll and when it asks again, or why it stopped.
    public var following: String?

    /// A status value.
    public init(source: String, loaded: Int = 0, total: Int? = nil, inFlight: Bool = false,
                rateRemaining: Int? = nil, rateLimit: Int? = nil, rateResetIn: Int? = nil,
                rateLimited: Bool = false, lastError: String? = nil, notice: String? = nil,
                offline: String? = nil, following: String? = nil) {
        self.source = source
        self.loaded = loaded
        self.total = total
        self.inFlight = inFlight
        self.rateRemaining = rateRemaining
        self.rateLimit = rateLimit
        self.rateResetIn = rateResetIn
        self.rateLimited = rateLimited
        self.lastError = lastError
        self.notice = notice
        self.offline = offline
        self.following = following
    }
}
