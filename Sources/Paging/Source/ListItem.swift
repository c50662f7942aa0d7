/// One item of a list as the pager keeps it: identity, display cells, and what the detail needs.
///
/// A plain value; any thread. Strings are untrusted and stored as the API sent them.
public struct ListItem: Sendable, Equatable, Identifiable {
    /// The stable identity used for dedupe and selection.
    public var id: String
    /// Column texts in the source's column order.
    public var cells: [String]
    /// The item's web page.
    public var webURL: String?
    /// The sort value (a timestamp) for time and keyset strategies.
    public var sortValue: String?
    /// What the detail endpoint is keyed by (GitHub login), when it is not `id`.
    public var detailKey: String?
    /// The item's JSON exactly as the API sent it, only when the source was asked to capture it.
    public var raw: [UInt8]?
    /// A small picture for the row (avatar, sprite), when the list itself names one.
    public var imageURL: String?

    /// An item value.
    public init(id: String, cells: [String], webURL: String? = nil, sortValue: String? = nil,
                detailKey: String? = nil, raw: [UInt8]? = nil, imageURL: String? = nil) {
        self.id = id
        self.cells = cells
        self.webURL = webURL
        self.sortValue = sortValue
        self.detailKey = detailKey
        self.raw = raw
        self.imageURL = imageURL
    }
}
