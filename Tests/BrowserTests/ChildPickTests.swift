import Catalog
import Testing
@testable import Browser

/// `--pick` in a child list: marks belong to the list they were made in, Enter picks the rows
/// of the list shown, and the app says which list that was (its owner prints its fields).
@MainActor
@Suite("The picker in child lists")
struct ChildPickTests {
    /// A picker on `RelatedMenuTests.users()` whose digit 1 opens `child`.
    func picker(child: FakeListModel) -> (App, FakeListModel) {
        let parent = RelatedMenuTests.users()
        let app = App(tabs: [Tab(name: "GitHub users", model: parent)], options: .init(pick: true))
        app.openChild = { _ in .opened(ChildList(model: child, url: "http://127.0.0.1:8080/r")) }
        app.resize(TerminalSize(columns: 80, rows: 24))
        return (app, parent)
    }

    /// Opens the selected row's detail with `l` (Enter picks in a picker) and presses `digit` there.
    func open(_ digit: Character, in app: App) async {
        app.handle(.character("l"))
        await app.detailTask?.value
        app.handle(.character(digit))
        await app.childTask?.value
    }

    @Test func enterInAChildPicksTheChildsRowsAndSaysWhichList() async {
        let child = ChildListTests.repos()
        let (app, parent) = picker(child: child)
        _ = app.drawn()
        app.handle(.tab)  // marks the parent's row 0 (user0), moves to row 1
        app.handle(.character("k"))
        await open("1", in: app)
        #expect(app.model === child)
        // The parent's mark is not the child's row 0.
        #expect(app.drawn().0.markCount == 0)
        app.handle(.character("j"))
        app.handle(.tab)  // marks repo1
        #expect(app.handle(.enter) == .quit)
        #expect(app.pickedItems?.map(\.id) == ["r1"])
        #expect(app.pickedList === child)
        #expect(app.pickedList !== parent)
    }

    @Test func marksMadeInAParentAreThereOnTheWayBack() async {
        let (app, parent) = picker(child: ChildListTests.repos())
        _ = app.drawn()
        app.handle(.tab)
        app.handle(.character("k"))
        await open("1", in: app)
        app.handle(.tab)  // marks repo0 in the child
        app.handle(.backspace)
        #expect(app.model === parent)
        #expect(app.drawn().0.markCount == 1)
        #expect(app.handle(.enter) == .quit)
        #expect(app.pickedItems?.count == 1)
        #expect(app.pickedItems?.first?.id != "r0")
        #expect(app.pickedList === parent)
    }
}
