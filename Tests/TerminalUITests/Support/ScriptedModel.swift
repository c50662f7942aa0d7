import Browser

/// A `ListModel` whose rows and status the test sets; each change notifies like a real model.
@MainActor
final class ScriptedModel: ListModel {
    let columns = [Column("login", width: 20), Column("id", width: 8, alignRight: true)]
    var rows: [ListRow] { didSet { onChange?() } }
    var status = ListStatus(source: "Scripted") { didSet { onChange?() } }
    var onChange: (@MainActor () -> Void)?

    init(count: Int) {
        rows = (0..<count).map { .item(RowItem(id: "\($0)", cells: ["user\($0)", "\($0)"])) }
    }

    var rowCount: Int { rows.count }
    func row(at index: Int) -> ListRow { rows[index] }
    func appeared(_ rows: Range<Int>) {}
    func disappeared(_ rows: Range<Int>) {}
    func refresh() {}
    func retry() {}
    func cancel() {}
    func detail(at index: Int) async throws -> ItemDetail { ItemDetail(title: "\(index)") }
}
