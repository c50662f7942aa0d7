/// What one row of a list shows; the renderer draws exactly this.
public enum ListRow: Sendable, Equatable {
    /// A loaded item, as display columns.
    case item(RowItem)
    /// An item known to exist (a total was given) but not in memory now.
    case placeholder
    /// The next page is on its way.
    case loading
    /// Loading failed: a short reason for the row (the renderer puts `R retry` first) and the
    /// whole message for the status line.
    case error(RowError)
    /// Nothing more to load, with the reason ("end of list", "Qiita serves at most 10,000 items").
    case end(String)
}

/// A loaded item ready to draw: untrusted strings, sanitised by the renderer.
public struct RowItem: Sendable, Equatable, Identifiable {
    /// The stable identity used for dedupe and selection.
    public var id: String
    /// Column texts in the order of the list's `columns`.
    public var cells: [String]
    /// The item's web page, for `o` and `y`.
    public var webURL: String?
    /// The row's thumbnail picture, when the list names one.
    public var imageURL: String?

    /// A row item.
    public init(id: String, cells: [String], webURL: String? = nil, imageURL: String? = nil) {
        self.id = id
        self.cells = cells
        self.webURL = webURL
        self.imageURL = imageURL
    }
}
