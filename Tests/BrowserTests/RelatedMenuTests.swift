import Catalog
import Testing
@testable import Browser
import TestSupport

@MainActor
@Suite("The detail pane's menu of related lists")
struct RelatedMenuTests {
    /// A user list whose first user leads to three lists, as a GitHub user does.
    static func users() -> FakeListModel {
        let model = FakeListModel.users(3)
        model.details[0] = ItemDetail(title: "mojombo", fields: [("login", "mojombo"), ("id", "1")])
        let base = "http://127.0.0.1:8080/github/users/mojombo"
        model.related[0] = ["repos", "followers", "following"].map { RelatedList(name: $0, place: .url("\(base)/\($0)")) }
        return model
    }

    @Test(arguments: [(80, 24), (50, 15)])
    func theDetailPaneNumbersTheLists(columns: Int, rows: Int) async {
        let app = App(tabs: [Tab(name: "GitHub users", model: Self.users())])
        app.resize(TerminalSize(columns: columns, rows: rows))
        app.handle(.enter)
        await app.detailTask?.value
        let (_, canvas) = app.drawn()
        #expect(canvas.line(4).hasPrefix("1 repos   2 followers   3 following"))
        #expect(Snapshot.mismatch(canvas.text, named: "related-menu-\(columns)x\(rows)") == nil)
    }

    @Test func aNarrowPaneBreaksTheMenuBetweenEntries() {
        #expect(RelatedMenu.lines(["repos", "followers", "following"], width: 22) == ["1 repos   2 followers", "3 following"])
    }
}
