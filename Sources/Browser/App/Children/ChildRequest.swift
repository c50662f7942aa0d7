import Catalog
import Paging

/// What a digit in the detail pane asks the browser's owner to open: a related list of an item.
///
/// A plain value, main actor (it carries the item as the list decoded it).
public struct ChildRequest: Sendable {
    /// The list, as the pane's menu named it.
    public let related: RelatedList
    /// The item it belongs to (its raw JSON holds an embedded list's rows).
    public let item: ListItem?
    /// The URL of the list the item is in; nil for the tab's own list, whose URL the owner knows.
    public let parentURL: String?
    /// The tab it opens in, whose own list's credentials it may carry.
    public let tab: Int

    /// A request.
    public init(related: RelatedList, item: ListItem?, parentURL: String?, tab: Int = 0) {
        self.related = related
        self.item = item
        self.parentURL = parentURL
        self.tab = tab
    }
}
