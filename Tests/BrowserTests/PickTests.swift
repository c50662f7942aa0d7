import Paging
import Testing
@testable import Browser

/// The picker (`--pick`): marks by id that outlive their rows, list order, Enter after a filter.
@MainActor
@Suite("Pick")
struct PickTests {
    /// 23 rows: tab bar, headers, 20 list rows, status.
    func makeApp(_ model: FakeListModel, pick: Bool = true) -> App {
        let app = App(tabs: [Tab(name: "T", model: model), Tab(name: "U", model: FakeListModel.users(3))],
                      options: .init(pick: pick))
        app.resize(TerminalSize(columns: 80, rows: 23))
        return app
    }


    func lines(_ canvas: MemoryCanvas) -> [String] { canvas.text.split(separator: "\n").map(String.init) }

    func logins(_ items: [ListItem]?) -> [String]? { items?.map { $0.cells[0] } }

    @Test func enterPicksTheSelectedRowWhenNoneIsMarked() {
        let app = makeApp(FakeListModel.users(50))
        app.handle(.character("j"))
        app.handle(.character("j"))
        #expect(app.handle(.enter) == .quit)
        #expect(logins(app.pickedItems) == ["user2"])
        #expect(app.pickedItems?.first?.webURL == "https://example.com/user2")
    }

    @Test func tabMarksAndMovesDownShiftTabUnmarksAndMovesUp() {
        let app = makeApp(FakeListModel.users(50))
        app.handle(.tab)
        app.handle(.tab)
        app.handle(.tab)
        let (screen, canvas) = app.drawn()
        #expect(screen.selectedRow == 3)
        #expect(screen.marks?.prefix(4) == [true, true, true, false])
        #expect(StatusBar.text(screen).contains("3 marked"))
        #expect(lines(canvas)[2].hasPrefix("* user0"))
        #expect(lines(canvas)[5].hasPrefix("  user3"))
        app.handle(.backTab)  // row 3: not marked, so marked, then up to row 2
        app.handle(.backTab)  // row 2: unmarked, then up to row 1
        #expect(app.handle(.enter) == .quit)
        #expect(logins(app.pickedItems) == ["user0", "user1", "user3"])
        #expect(app.activeTab == 0, "Tab marks in a picker; it does not switch source")
    }

    @Test func marksPrintInListOrderNotTheOrderMarked() {
        let app = makeApp(FakeListModel.users(50))
        for _ in 0..<10 { app.handle(.character("j")) }
        app.handle(.tab)  // row 10
        app.handle(.character("g"))
        for _ in 0..<3 { app.handle(.character("j")) }
        app.handle(.tab)  // row 3
        app.handle(.character("G"))
        app.handle(.enter)
        #expect(logins(app.pickedItems) == ["user3", "user10"])
    }

    @Test func marksOutliveAFilterThatHidesThem() {
        let app = makeApp(FakeListModel.users(50))
        app.handle(.tab)  // user0
        app.handle(.tab)  // user1
        app.handle(.character("/"))
        for c in "user4" { app.handle(.character(c)) }
        app.handle(.enter)  // keeps the filter: still picking
        #expect(app.pickedItems == nil)
        app.handle(.tab)  // user4, the first match
        let (screen, _) = app.drawn()
        #expect(screen.filter?.query == "user4")
        #expect(screen.markCount == 3)
        #expect(app.handle(.enter) == .quit)
        #expect(logins(app.pickedItems) == ["user0", "user1", "user4"])
    }

    @Test func marksOutliveTheirPagesBeingDropped() {
        let model = FakeListModel.users(300)
        let app = makeApp(model)
        app.handle(.tab)
        app.handle(.tab)
        // The paginator's window dropped the first page: its rows are placeholders now.
        model.rows = Array(repeating: ListRow.placeholder, count: 100) + model.rows.dropFirst(100)
        let (screen, _) = app.drawn()
        #expect(screen.markCount == 2)
        app.handle(.character("G"))
        app.handle(.tab)  // user299
        app.handle(.enter)
        #expect(logins(app.pickedItems) == ["user0", "user1", "user299"])
        #expect(app.pickedItems?[1] == ListItem(id: "2", cells: ["user1", "2", "Name 1"],
                                                webURL: "https://example.com/user1"))
    }

    @Test func filterThenEnterKeepsTheFilterAndASecondEnterPicksTheMatch() {
        let app = makeApp(FakeListModel.users(50))
        app.handle(.character("/"))
        for c in "user17" { app.handle(.character(c)) }
        #expect(app.handle(.enter) == nil)
        #expect(app.mode == .list)
        #expect(app.handle(.enter) == .quit)
        #expect(logins(app.pickedItems) == ["user17"])
    }

    @Test func enterOnALoadingRowPicksNothingAndStays() {
        let app = makeApp(FakeListModel.users(0, trailing: .loading))
        #expect(app.handle(.enter) == nil)
        #expect(app.pickedItems == nil)
    }

    @Test func escAndQQuitWithoutAPick() {
        for key in [Key.escape, .character("q")] {
            let app = makeApp(FakeListModel.users(5))
            app.handle(.tab)
            #expect(app.handle(key) == .quit)
            #expect(app.pickedItems == nil)
        }
    }

    @Test func withoutPickEnterOpensTheDetailTabSwitchesAndNoMarkColumnIsDrawn() {
        let app = makeApp(FakeListModel.users(5), pick: false)
        let (screen, canvas) = app.drawn()
        #expect(screen.marks == nil)
        #expect(lines(canvas)[2].hasPrefix("user0"))
        #expect(app.handle(.enter) == nil)
        #expect(app.mode == .detail)
        app.handle(.escape)
        app.handle(.tab)
        #expect(app.activeTab == 1)
        #expect(app.pickedItems == nil)
        #expect(!app.isPicking)
    }

    @Test func thePickersHelpNamesItsKeysAndTheBrowsersStaysAsItWas() {
        let app = makeApp(FakeListModel.users(5))
        app.handle(.character("?"))
        let (_, canvas) = app.drawn()
        #expect(lines(canvas).contains { $0.hasPrefix("  Tab, Shift-Tab ") && $0.contains(" mark or unmark") })
        #expect(!HelpText.lines(width: 80).contains { $0.0.contains("mark") })
    }
}
