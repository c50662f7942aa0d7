import Browser
import Catalog
import Paging

/// A scripted `ListModel`: rows and status set by the test, visibility calls recorded.
@MainActor
final class FakeListModel: ListModel {
    enum Call: Equatable {
        case appeared(Range<Int>), prefetch(Range<Int>), disappeared(Range<Int>)
        case refresh, retry, cancel
    }

    var columns: [Column]
    var rows: [ListRow] { didSet { onChange?() } }
    var status: ListStatus { didSet { onChange?() } }
    var onChange: (@MainActor () -> Void)?
    var details: [Int: ItemDetail] = [:]
    /// The lists each row's item leads to, by row.
    var related: [Int: [RelatedList]] = [:]
    private(set) var calls: [Call] = []
    /// Row moves not yet taken by the view (`grow(head:)`, `replace(with:)`).
    var changes: [ListChange] = []
    /// Rows fetched through `row(at:)`, to check that a frame reads only what it shows.
    private(set) var rowReads = 0

    init(columns: [Column] = [Column("login", width: 20), Column("id", width: 8, alignRight: true), Column("name")],
         rows: [ListRow] = [], status: ListStatus = ListStatus(source: "Fake")) {
        self.columns = columns
        self.rows = rows
        self.status = status
    }

    /// A model with `count` items named user0, user1, … and ids 1, 2, …
    static func users(_ count: Int, trailing: ListRow? = nil) -> FakeListModel {
        var rows: [ListRow] = (0..<count).map {
            .item(RowItem(id: "\($0 + 1)", cells: ["user\($0)", "\($0 + 1)", "Name \($0)"],
                          webURL: "https://example.com/user\($0)"))
        }
        if let trailing { rows.append(trailing) }
        return FakeListModel(rows: rows, status: ListStatus(source: "Fake", loaded: count))
    }

    var rowCount: Int { rows.count }

    func row(at index: Int) -> ListRow {
        rowReads += 1
        return rows[index]
    }

    func appeared(_ rows: Range<Int>) { calls.append(.appeared(rows)) }
    func prefetch(_ rows: Range<Int>) { calls.append(.prefetch(rows)) }
    func disappeared(_ rows: Range<Int>) { calls.append(.disappeared(rows)) }
    func refresh() { calls.append(.refresh) }
    func retry() { calls.append(.retry) }
    func cancel() { calls.append(.cancel) }

    func detail(at index: Int) async throws -> ItemDetail {
        guard let detail = details[index] else { throw FakeError.noDetail }
        return detail
    }

    func relatedLists(at index: Int) -> [RelatedList] { related[index] ?? [] }

    func takeListChanges() -> [ListChange] {
        defer { changes = [] }
        return changes
    }

    /// `items` put in above every row, as a followed head does: told as a `ListChange`.
    func grow(head items: [ListRow]) {
        changes.append(.inserted(at: 0, count: items.count))
        rows = items + rows
    }

    /// `items` put in after the last row, as a followed tail does.
    func grow(tail items: [ListRow]) {
        changes.append(.inserted(at: rows.count, count: items.count))
        rows += items
    }

    /// The list started over with `rows` (a held refresh answered): told as `.replaced`.
    func replace(with rows: [ListRow]) {
        changes.append(.replaced)
        self.rows = rows
    }

    func clearCalls() { calls.removeAll() }

    enum FakeError: Error { case noDetail }
}

/// A `ListModel` with a huge row count whose rows are made on demand (render-cost tests).
@MainActor
final class HugeListModel: ListModel {
    let columns = [Column("login", width: 20), Column("id", width: 8, alignRight: true), Column("name")]
    let rowCount: Int
    var status = ListStatus(source: "Huge")
    var onChange: (@MainActor () -> Void)?
    private(set) var rowReads = 0

    init(rowCount: Int) { self.rowCount = rowCount }

    func row(at index: Int) -> ListRow {
        rowReads += 1
        return .item(RowItem(id: "\(index)", cells: ["user\(index)", "\(index)", "Name \(index)"]))
    }

    func appeared(_ rows: Range<Int>) {}
    func prefetch(_ rows: Range<Int>) {}
    func disappeared(_ rows: Range<Int>) {}
    func refresh() {}
    func retry() {}
    func cancel() {}
    func detail(at index: Int) async throws -> ItemDetail { ItemDetail(title: "\(index)") }
}
