/// One source in the browser: a name for the tab bar and the model behind the list.
public struct Tab {
    /// The tab's label ("GitHub").
    public var name: String
    /// The list's model; the `App` takes over its `onChange`.
    public let model: any ListModel

    /// A tab.
    public init(name: String, model: any ListModel) {
        self.name = name
        self.model = model
    }
}
