/// One row of a paged list as the pager sees it.
public enum PagedRow: Sendable, Equatable {
    /// A loaded item.
    case item(ListItem)
    /// An item known to exist but not in memory now.
    case placeholder
    /// The next page is on its way (or will be when the row comes near).
    case loading
    /// Loading stopped on this error (typed; the view words it).
    case error(PagingError)
    /// Nothing more, with the reason.
    case end(String)
}
