/// Qiita's `query` as the mock answers it, for simple searches: every plain word must appear
/// (ignoring case) in the title, the body's prose or a tag's name; `tag:NAME` and `user:NAME`
/// must match exactly (ignoring case). Other qualifiers (`created:>=…`, `stocks:>10`) are not
/// modelled and match everything. The body's code sample, the same in every mock item, is not
/// searched. Only the newest `window` items are searched, so a query costs a bounded scan.
///
/// A plain value; any thread.
struct QiitaSearch: Sendable, Equatable {
    /// What one item offers a search.
    struct Fields {
        var title: String
        var prose: String
        var tags: [String]
        var user: String
    }

    /// How many of the newest items a query looks through (Qiita serves at most 10,000 results).
    static let window = 20_000

    var words: [String] = []
    var tags: [String] = []
    var users: [String] = []

    /// The items of the authors `users` (lower-cased), as `user:NAME` finds them.
    init(users: [String]) { self.users = users }

    /// The search in `query`; nil when there is none (no query, or only spaces).
    init?(_ query: String?) {
        for term in (query ?? "").split(whereSeparator: \.isWhitespace).map({ $0.lowercased() }) {
            if term.hasPrefix("tag:") { tags.append(String(term.dropFirst(4))) }
            else if term.hasPrefix("user:") { users.append(String(term.dropFirst(5))) }
            else if !term.contains(":") { words.append(term) }
        }
        if words.isEmpty && tags.isEmpty && users.isEmpty && (query ?? "").allSatisfy(\.isWhitespace) { return nil }
    }

    /// Whether an item with `fields` is a result.
    func matches(_ fields: Fields) -> Bool {
        let tagNames = fields.tags.map { $0.lowercased() }
        guard tags.allSatisfy(tagNames.contains), users.allSatisfy({ $0 == fields.user.lowercased() }) else { return false }
        guard !words.isEmpty else { return true }
        let text = ([fields.title, fields.prose] + fields.tags).joined(separator: "\n").lowercased()
        return words.allSatisfy { text.contains($0) }
    }
}
