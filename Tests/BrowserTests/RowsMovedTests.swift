import Images
import Paging
import Testing
@testable import Browser

/// Rows put in above others (a followed head), or a list started over, while the browser holds
/// state for rows: the selection, the pane, the marks and the thumbnails stay with their items,
/// and what belonged to rows that are gone goes.
@MainActor
@Suite("RowsMoved", .timeLimit(.minutes(1)))
struct RowsMovedTests {
    static func url(_ id: String) -> String { "https://img.example/\(id).png" }

    /// An item row with id `id` and a picture.
    static func row(_ id: String) -> ListRow {
        .item(RowItem(id: id, cells: ["user\(id)", id, "Name"], imageURL: url(id)))
    }

    /// 30 rows with pictures, ids "0"…"29", at 120 × 23 (20 list rows).
    func makeApp(_ provider: FakeImageProvider? = nil, pick: Bool = false) -> (App, FakeListModel) {
        let model = FakeListModel(rows: (0..<30).map { Self.row("\($0)") }, status: ListStatus(source: "Fake", loaded: 30))
        let app = App(tabs: [Tab(name: "T", model: model)], options: .init(pick: pick), images: provider)
        app.resize(TerminalSize(columns: 120, rows: 23))
        return (app, model)
    }

    /// The app with the detail pane open on row 3 (item "3"), its detail loaded.
    func appWithPaneOnRow3() async -> (App, FakeListModel) {
        let (app, model) = makeApp()
        model.details[3] = ItemDetail(title: "user3")
        _ = app.drawn()
        for _ in 0..<3 { app.handle(.down) }
        app.handle(.enter)
        await app.detailTask?.value
        return (app, model)
    }

    /// The id of the item at model row `row`.
    func id(_ model: FakeListModel, _ row: Int?) -> String? {
        guard let row, row >= 0, row < model.rowCount, case .item(let item) = model.row(at: row) else { return nil }
        return item.id
    }

    /// Three new items, as a followed head gets them.
    static var new: [ListRow] { ["n0", "n1", "n2"].map { row($0) } }

    @Test func thumbnailsOfRowsMovedByAHeadInsertionAreNotAskedAgainAndLeaveWithTheirRows() async {
        let provider = FakeImageProvider()
        let (app, model) = makeApp(provider)
        app.handle(.character("t"))
        _ = app.drawn()
        #expect(await provider.waitForRequests(20))
        let task = app.thumbnailTasks[Self.url("0")]
        provider.release(Self.url("0"), with: .image(ThumbnailTests.cells))
        await task?.value
        model.grow(head: Self.new)
        let (screen, _) = app.drawn()
        #expect(id(model, screen.firstRow) == "0")
        #expect(screen.thumbnails?[0] == ThumbnailTests.cells.render(mode: .palette256)[0], "item 0's thumbnail stays on it")
        #expect(provider.cancelled.isEmpty, "loads of rows still on screen were withdrawn: \(provider.cancelled)")
        // A screen down: items 0…9 leave it, and every load of theirs is withdrawn.
        app.handle(.pageDown)
        let (down, _) = app.drawn()
        let onScreen = Set((down.firstRow..<(down.firstRow + down.rows.count)).compactMap { id(model, $0) }.map(Self.url))
        #expect(Set(app.thumbnailTasks.keys).isSubset(of: onScreen), "loads kept for rows off screen: \(app.thumbnailTasks.keys.sorted())")
    }

    @Test func marksMadeBeforeAndAfterAHeadInsertionPickInListOrder() {
        let (app, model) = makeApp(pick: true)
        app.handle(.down)
        app.handle(.down)
        app.handle(.tab)  // marks "2"; the selection goes to row 3
        model.grow(head: Self.new)
        let screen = app.frame()
        #expect(id(model, screen.selectedRow) == "3")
        #expect(screen.marks?[2] == true && screen.marks?.filter { $0 }.count == 1, "the mark stays on item 2")
        app.handle(.up)
        app.handle(.up)  // row 4: item "1", above item "2"
        app.handle(.tab)
        #expect(app.handle(.enter) == .quit)
        #expect(app.pickedItems?.map(\.id) == ["1", "2"])
    }

    @Test func theOpenPaneFollowsItsItemDownAndClosesWhenTheListStartsOver() async {
        let (app, model) = await appWithPaneOnRow3()
        model.grow(head: Self.new)
        #expect(app.mode == .detail)
        #expect(id(model, app.detail.index) == "3")
        model.replace(with: [Self.row("a"), Self.row("b")])
        _ = app.drawn()
        #expect(app.mode == .list, "the pane on a row of the old list stays open on \(id(model, app.detail.index) ?? "nothing")")
    }

    @Test func rowsPutInAtTheTailMoveNothingShown() async {
        let (app, model) = await appWithPaneOnRow3()
        model.grow(tail: Self.new)
        let screen = app.frame()
        #expect(screen.firstRow == 0 && screen.selectedRow == 3 && screen.newAbove == 0)
        #expect(app.detail.index == 3)
    }
}
