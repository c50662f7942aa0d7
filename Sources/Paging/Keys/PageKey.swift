/// Where a page starts: the value a strategy puts into a request, stored per page for refetching
/// (and, encoded, in pipe mode's checkpoint: a resumed dump starts at it).
public enum PageKey: Hashable, Sendable, Codable {
    /// `offset=N&limit=N` (PokeAPI).
    case offset(Int, limit: Int)
    /// `page=N&per_page=N`, 1-based (Qiita).
    case page(Int, perPage: Int)
    /// Items with an id greater than this one (GitHub `since`).
    case since(Int64)
    /// An opaque cursor from the previous body; nil asks for the first page.
    case cursor(String?)
    /// Items after the timestamp of the last item seen; nil asks for the first page.
    case time(String?)
    /// Items after (last value, last id), the tie-breaker; nil asks for the first page.
    case keyset(value: String?, id: String?)
    /// A URL the server gave (a `Link rel=next` or a body field).
    case url(String)
    /// Items after (or before) this item id, kept as text so ids beyond 2^53 stay exact
    /// (Stripe `starting_after`, Discord `after`/`before`, Mastodon `max_id`); nil asks for the first page.
    case afterID(String?)
}

extension PageKey {
    /// Where this page's rows start in the list, for offsets and page numbers, at the `size`
    /// served (nil: as asked); nil for the other keys.
    public func startItem(size: Int? = nil) -> Int? {
        switch self {
        case .offset(let offset, _): offset
        case .page(let number, let perPage): (number - 1) * (size ?? perPage)
        default: nil
        }
    }
}
