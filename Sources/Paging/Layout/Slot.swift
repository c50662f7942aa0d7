/// One page's place in the list: its key (for refetching), the item offsets it covers, and its
/// items while held.
///
/// A value inside `PageLayout` (main actor with the paginator).
public struct Slot: Sendable {
    /// The key this page was (or will be) loaded with.
    public let key: PageKey
    /// The items while in memory; nil shows `rows` placeholders.
    public internal(set) var items: [ListItem]?
    /// Rows the page takes: its item count once loaded (after dedupe), the expected count before.
    public internal(set) var rows: Int
    /// Item offsets the page covers in the server's list: the items it was planned or sent with,
    /// before dedupe (a page number keeps its whole span: only the page after it can follow it).
    public internal(set) var span: Int
    /// Whether it was ever loaded, for the "loaded" count.
    public internal(set) var everLoaded = false

    init(key: PageKey, items: [ListItem]?, rows: Int, span: Int, everLoaded: Bool = false) {
        self.key = key
        self.items = items
        self.rows = rows
        self.span = span
        self.everLoaded = everLoaded
    }
}
