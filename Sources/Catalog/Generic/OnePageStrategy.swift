import Paging

/// A list of one page that is known to hold more: its end says why nothing more is shown.
///
/// A plain value; any thread.
struct OnePageStrategy: PageStrategy {
    /// The first page's URL.
    var url: String
    /// The words of the end row.
    var reason: String

    var first: PageKey { .url(url) }

    func next(after key: PageKey, page: PageSummary) -> PageStep { .end(reason) }
}
