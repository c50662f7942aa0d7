/// What a strategy needs to know about one fetched page, taken before dedupe.
public struct PageSummary: Sendable, Equatable {
    /// Items the server sent.
    public var count: Int
    /// The id of the last item sent.
    public var lastID: String?
    /// The sort value (timestamp, score) of the last item sent.
    public var lastValue: String?
    /// The next page's URL, from a `Link` header or the body.
    public var nextURL: String?
    /// The next page's cursor from the body.
    public var cursor: String?
    /// Whether the server says more follows: nil when it does not say.
    public var more: Bool?
    /// The list's length, when the server says.
    public var total: Int?

    /// A summary value.
    public init(count: Int, lastID: String? = nil, lastValue: String? = nil, nextURL: String? = nil,
                cursor: String? = nil, more: Bool? = nil, total: Int? = nil) {
        self.count = count
        self.lastID = lastID
        self.lastValue = lastValue
        self.nextURL = nextURL
        self.cursor = cursor
        self.more = more
        self.total = total
    }
}
