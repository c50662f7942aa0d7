/// A list an item leads to: a name for a menu and where its items are.
///
/// A plain value; any thread. The name and URL come from the server: escape them when shown.
public struct RelatedList: Sendable, Equatable {
    /// Where the related list's items are.
    public enum Place: Sendable, Equatable {
        /// A URL on the item's list's own origin, templates dropped; a list only once it answers as one.
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

    /// A list named `name` at `place`, described by `options` when they are known.
    public init(name: String, place: Place, options: [String: String] = [:]) {
        self.name = name
        self.place = place
        self.options = options
    }
}
