import Testing
@testable import Browser

/// The status line says where the selection is (`51/95`: the selected row of the total, or of the
/// rows loaded when there is no total), not only how many rows are loaded (issue 42, point 9).
@MainActor
@Suite("Status line position")
struct StatusPositionTests {
    func makeApp(_ model: FakeListModel) -> App {
        let app = App(tabs: [Tab(name: "T", model: model)])
        app.resize(TerminalSize(columns: 80, rows: 23))
        return app
    }

    @Test func theSelectedRowOfTheTotalIsShown() {
        let model = FakeListModel.users(80)
        model.status.total = 95
        let app = makeApp(model)
        _ = app.drawn()
        for _ in 0..<50 { app.handle(.character("j")) }
        let (screen, _) = app.drawn()
        #expect(StatusBar.text(screen).contains("  51/95"), "\(StatusBar.text(screen))")
    }

    @Test func withoutATotalTheRowsLoadedAreTheWhole() {
        let app = makeApp(FakeListModel.users(30))
        _ = app.drawn()
        for _ in 0..<4 { app.handle(.character("j")) }
        let (screen, _) = app.drawn()
        #expect(StatusBar.text(screen).contains("  5/30"), "\(StatusBar.text(screen))")
    }

    /// A filter shows matches only: the position is still the item's place in the whole list.
    @Test func underAFilterThePlaceIsInTheWholeList() {
        let app = makeApp(FakeListModel.users(30))
        _ = app.drawn()
        for character in "/user17" { app.handle(.character(character)) }
        app.handle(.enter)
        let (screen, _) = app.drawn()
        #expect(StatusBar.text(screen).contains("  18/30"), "\(StatusBar.text(screen))")
    }

    /// The loading row past the last item is not a place of its own.
    @Test func theLoadingRowCountsAsNoFurtherThanTheRowsThere() {
        let app = makeApp(FakeListModel.users(3, trailing: .loading))
        _ = app.drawn()
        for _ in 0..<5 { app.handle(.character("j")) }
        let (screen, _) = app.drawn()
        #expect(StatusBar.text(screen).contains("  3/3"), "\(StatusBar.text(screen))")
    }
}
