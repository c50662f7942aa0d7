/// A list an item leads to: a name for a menu and where its items are.
///
/// A plain value; any thread. The name and URL come from the server: escape them when shown.
public struct RelatedList: Sendable, Equatable {
    /// Where the related list's items are.
    public enum Place: Sendable, Equatable {
        /// A URL, templates dropped; a list only once it answers as one.
        case url(String)
        /// An array of objects inside the item itself, at this key, this many long.
        case embedded(key: String, count: Int)
    }

    /// The menu's word for it: the field's name without `_url` (`repos`), a link relation, a relationship.
    public let name: String
    /// Where it is.
    public let place: Place
    /// The `pagetty url` options in profile form that describe the list at a URL (`strategy`,
    /// `items`, `id`, `title`, …), for a source that knows its children's shape; empty: detected
    /// from its first answer.
    public let options: [String: String]
    /// The origin of a URL that is not the item's list's own (`https://other.test`, without a
    /// default port): it opens without that list's credentials; nil on the list's own origin and
    /// for embedded arrays.
    public let elsewhere: String?

    /// A list named `name` at `place`, described by `options` when they are known, on another
    /// origin `elsewhere` when one is given.
    public init(name: String, place: Place, options: [String: String] = [:], elsewhere: String? = nil) {
        self.name = name
        self.place = place
        self.options = options
        self.elsewhere = elsewhere
    }

    /// The menu's entry: the name, and the other origin when it is elsewhere (`repos @other.test`;
    /// a plain-http one keeps its `http://`, which is refused under an https list).
    public var menuName: String {
        guard let elsewhere else { return name }
        let https = "https://"
        return "\(name) @" + (elsewhere.hasPrefix(https) ? String(elsewhere.dropFirst(https.count)) : elsewhere)
    }
}
