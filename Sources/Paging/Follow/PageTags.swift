/// The ETags of a list's own pages by URL, for following's first poll: only page loads enter
/// it, so details and images read meanwhile, however many, never push the polled page's tag
/// out. Bounded: the first page's tag (a head's poll) is kept apart; of the others, the latest
/// `capacity`.
///
/// A value owned by the paginator (main actor).
struct PageTags {
    private var first: (url: String, tag: String)?
    private var recent: [(url: String, tag: String)] = []
    /// The most tags of pages other than the first kept.
    let capacity = 32

    /// The tag last answered for `url`, if kept.
    func tag(for url: String) -> String? {
        if let first, first.url == url { return first.tag }
        return recent.last { $0.url == url }?.tag
    }

    /// Keeps `tag` as `url`'s, the first page's when `isFirst`.
    mutating func record(_ tag: String, for url: String, isFirst: Bool) {
        if isFirst { return first = (url, tag) }
        recent.removeAll { $0.url == url }
        recent.append((url, tag))
        if recent.count > capacity { recent.removeFirst() }
    }
}
