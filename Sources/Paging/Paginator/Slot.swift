/// One page's place in the list: its key (for refetching) and its items while held.
struct Slot: Sendable {
    /// The key this page was (or will be) loaded with.
    let key: PageKey
    /// The items while in memory; nil shows `rows` placeholders.
    var items: [ListItem]?
    /// Rows the page takes: its item count once loaded, the expected count before.
    var rows: Int
    /// Whether it was ever loaded, for the "loaded" count.
    var everLoaded = false
}
