import Testing
@testable import Browser

/// Issue 42 point 9: Enter in a picker on an empty filter result says why nothing is picked.
@MainActor
@Suite struct PickEmptyFilterTests {
    @Test func enterOnAnEmptyFilterResultSaysSo() {
        let app = App(tabs: [Tab(name: "T", model: FakeListModel.users(5))], options: .init(pick: true))
        app.resize(TerminalSize(columns: 80, rows: 23))
        app.handle(.character("/"))
        for character in "zzz" { app.handle(.character(character)) }
        app.handle(.enter)
        #expect(app.frame().filter?.matches == 0)
        #expect(app.handle(.enter) == nil)
        #expect(app.pickedItems == nil)
        #expect(app.frame().message == "no row matches the filter: nothing to pick (Esc clears it)")
    }
}
