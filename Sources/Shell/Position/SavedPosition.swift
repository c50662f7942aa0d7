/// Where the user was in one list: the first visible item and what resumes the list there.
///
/// A plain value; any thread.
public struct SavedPosition: Sendable, Codable, Equatable {
    /// The first visible row's index.
    public var index: Int
    /// The first visible item's id, to check that the list still starts there.
    public var id: String
    /// The page key to resume from, as text: GitHub `since` (the id before the item), PokeAPI
    /// `offset`, Qiita `page`; nil to start at the top and scroll to `index`.
    public var resume: String?
    /// The selected row's index (on the screen that starts at `index`); nil in files written
    /// before the selection was kept, which restore with the first row selected.
    public var selected: Int?
    /// The list's URL redacted, for a person reading the file (the store sets it; never compared).
    public var url: String?

    /// A position value.
    public init(index: Int, id: String, resume: String? = nil, selected: Int? = nil) {
        self.index = index
        self.id = id
        self.resume = resume
        self.selected = selected
    }
}

extension SavedPosition {
    /// Equal when they resume the same place; the display URL does not count.
    public static func == (lhs: SavedPosition, rhs: SavedPosition) -> Bool {
        lhs.index == rhs.index && lhs.id == rhs.id && lhs.resume == rhs.resume && lhs.selected == rhs.selected
    }
}
