/// One decoded page: its items in server order and what the server said about the rest.
public struct Page: Sendable, Equatable {
    /// Items as sent, duplicates included.
    public var items: [ListItem]
    /// The list's length, when the server says.
    public var total: Int?
    /// The next page's URL, from a `Link` header or the body.
    public var nextURL: String?
    /// The next page's cursor from the body.
    public var cursor: String?
    /// Whether the server says more follows: nil when it does not say.
    public var more: Bool?
    /// Something the source found worth telling about this page (a path that matched nothing).
    public var notice: PagingNotice?

    /// A page value.
    public init(items: [ListItem], total: Int? = nil, nextURL: String? = nil, cursor: String? = nil,
                more: Bool? = nil) {
        self.items = items
        self.total = total
        self.nextURL = nextURL
        self.cursor = cursor
        self.more = more
    }

    /// What the strategy needs.
    public var summary: PageSummary {
        PageSummary(count: items.count, lastID: items.last?.id, lastValue: items.last?.sortValue,
                    nextURL: nextURL, cursor: cursor, more: more, total: total)
    }
}
