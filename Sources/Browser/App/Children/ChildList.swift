/// A related list opened as a child of the one shown: its model, its URL, and how to make it anew.
///
/// Main actor only (it holds a model).
@MainActor
public struct ChildList {
    /// The child's model; the browser takes over its `onChange`.
    public var model: any ListModel
    /// Where its pages come from (the parent's URL for an embedded list), for its own children.
    public var url: String?
    /// A line for the status bar when it opened ("opened without credentials: …"); nil says nothing.
    public var note: String?
    /// The same list made afresh from its first page, for a parent whose pages were let go.
    public var reload: (@MainActor () -> any ListModel)?

    /// A child list.
    public init(model: any ListModel, url: String?, note: String? = nil,
                reload: (@MainActor () -> any ListModel)? = nil) {
        self.model = model
        self.url = url
        self.note = note
        self.reload = reload
    }
}
