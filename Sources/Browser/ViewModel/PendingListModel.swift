import Catalog
import Paging

/// A list whose source is not known yet (`pagetty url` while detection asks the first pages):
/// a loading row until `attach` hands it the real model, then that model in everything, so the
/// browser opens at once and `q` works while the server is slow (issue 42, point 7).
///
/// Main actor only. Before `attach` it shows one loading row, or an error row after `fail`;
/// what the view reported meanwhile is told to the real model as it arrives, so its first page
/// is asked for the rows on screen as if the list had opened with it.
@MainActor
public final class PendingListModel: ListModel {
    /// The model once attached.
    public private(set) var attached: (any ListModel)?
    /// Called by `retry` (R) while a failure is shown: the caller asks again.
    public var onRetry: (@MainActor () -> Void)?
    public var onChange: (@MainActor () -> Void)?

    private var waiting: ListStatus
    private var failure: RowError?
    /// The rows the view last reported as on screen, for the model attached later.
    private var reported: Range<Int>?

    /// A list named `source` in the status line, saying `asking` while it waits ("asking
    /// http://…/items for the first page").
    public init(source: String, asking: String) {
        waiting = ListStatus(source: source, inFlight: true, notice: asking)
    }

    /// The real model from now on; it is told the rows on screen at once.
    public func attach(_ model: any ListModel) {
        attached = model
        failure = nil
        model.onChange = { [weak self] in self?.onChange?() }
        model.appeared(reported ?? 0..<1)
        onChange?()
    }

    /// Shows `error` in the list's one row until `retry` asks again or a model is attached.
    public func fail(_ error: RowError) {
        failure = error
        waiting.inFlight = false
        waiting.notice = nil
        waiting.lastError = error.reason
        onChange?()
    }

    /// Back to waiting, saying `asking`.
    public func wait(asking: String) {
        failure = nil
        waiting.inFlight = true
        waiting.notice = asking
        waiting.lastError = nil
        onChange?()
    }

    public var columns: [Column] { attached?.columns ?? [] }
    public var rowCount: Int { attached?.rowCount ?? 1 }
    public var status: ListStatus { attached?.status ?? waiting }
    public var followDirection: FollowDirection? { attached?.followDirection }

    public func row(at index: Int) -> ListRow {
        if let attached { return attached.row(at: index) }
        return failure.map { .error($0) } ?? .loading
    }

    public func appeared(_ rows: Range<Int>) {
        guard let attached else { return reported = rows }
        attached.appeared(rows)
    }

    public func shown(_ rows: Range<Int>) {
        guard let attached else { return reported = rows }
        attached.shown(rows)
    }

    public func disappeared(_ rows: Range<Int>) { attached?.disappeared(rows) }
    public func refresh() { attached.map { $0.refresh() } ?? retry() }

    public func retry() {
        guard let attached else {
            if failure != nil { onRetry?() }
            return
        }
        attached.retry()
    }

    public func cancel() { attached?.cancel() }

    public func detail(at index: Int) async throws -> ItemDetail {
        guard let attached else { throw CancellationError() }
        return try await attached.detail(at: index)
    }

    public func listItem(at index: Int) -> ListItem? { attached?.listItem(at: index) }
    public func takeListChanges() -> [ListChange] { attached?.takeListChanges() ?? [] }
    public func relatedLists(at index: Int) -> [RelatedList] { attached?.relatedLists(at: index) ?? [] }
}
