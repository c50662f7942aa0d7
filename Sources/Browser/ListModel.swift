import Catalog
import Paging

/// The contract between a list's view model and the view: rows to draw, visibility to report.
///
/// Main actor only. The view calls the visibility methods after each frame, the terminal's
/// `onAppear` / `onDisappear`; how far ahead to load is the model's own policy (the paginator
/// derives the direction of travel from the rows reported). The model calls `onChange`, its
/// one change notification, whenever anything drawn changed.
@MainActor
public protocol ListModel: AnyObject {
    /// Column layout of the rows.
    var columns: [Column] { get }
    /// Rows in the list, including placeholders and the trailing loading/error/end row.
    var rowCount: Int { get }
    /// The row at `index` (0..<rowCount).
    func row(at index: Int) -> ListRow
    /// The status bar's facts.
    var status: ListStatus { get }
    /// Called by the model after any change the view should draw.
    var onChange: (@MainActor () -> Void)? { get set }

    /// Rows now on screen because the user moved to them (a scroll, a jump): the model may load
    /// ahead of them in the direction of travel.
    func appeared(_ rows: Range<Int>)
    /// Rows now on screen without the user moving (a resize, a filter cleared, a tab shown again, rows
    /// arriving under the screen): what is on screen may load, nothing ahead of it.
    func shown(_ rows: Range<Int>)
    /// Rows that left the screen: their loads may be withdrawn and their memory freed.
    func disappeared(_ rows: Range<Int>)

    /// Drops everything and loads from the start.
    func refresh()
    /// Retries a failed or waiting load now.
    func retry()
    /// Cancels what is in flight.
    func cancel()
    /// The detail of the item at `index` as titled lines of text, fetched on demand.
    func detail(at index: Int) async throws -> ItemDetail
    /// The item at `index` as its source decoded it (its raw JSON when the source captures it),
    /// for the picker to print; nil when the row is not a loaded item.
    func listItem(at index: Int) -> ListItem?
    /// How rows moved since the last call (new items of a followed list put in above others, rows
    /// a re-plan took out), for the view to move its row indices with them; see `ListModel+Follow`
    /// for the default.
    func takeListChanges() -> [ListChange]
    /// Where a followed list's newest items are, once following started; nil when not following.
    var followDirection: FollowDirection? { get }
    /// The lists the item at `index` leads to (its `*_url` fields, links, embedded arrays), in the
    /// order the detail pane's menu numbers them; empty when the row is no item or leads nowhere.
    func relatedLists(at index: Int) -> [RelatedList]
}

extension ListModel {
    /// The row's own fields, for models that keep no source items (no raw JSON).
    public func listItem(at index: Int) -> ListItem? {
        guard index >= 0, index < rowCount, case .item(let row) = row(at: index) else { return nil }
        return ListItem(id: row.id, cells: row.cells, webURL: row.webURL, imageURL: row.imageURL)
    }
}

extension ListModel {
    /// A model that does not look ahead treats rows shown like rows moved to.
    public func shown(_ rows: Range<Int>) { appeared(rows) }
}

extension ListModel {
    /// A model whose items keep no structure leads nowhere.
    public func relatedLists(at index: Int) -> [RelatedList] { [] }
}
