import Catalog
import Testing
@testable import Browser
import TestSupport

@MainActor
@Suite("Related lists opened as children, and the way back")
struct ChildListTests {
    /// A browser on `RelatedMenuTests.users()` whose opener answers `outcome` and records the requests.
    final class Opener {
        var requests: [ChildRequest] = []
        var outcome: @MainActor (ChildRequest) -> ChildOpening

        init(_ outcome: @escaping @MainActor (ChildRequest) -> ChildOpening) { self.outcome = outcome }
    }

    static func repos() -> FakeListModel {
        let model = FakeListModel(columns: [Column("name", width: 20), Column("stars", width: 6, alignRight: true)],
                                  rows: (0..<4).map { .item(RowItem(id: "r\($0)", cells: ["repo\($0)", "\($0 * 10)"])) },
                                  status: ListStatus(source: "127.0.0.1/github/users/mojombo/repos", loaded: 4))
        return model
    }

    func browser(_ opener: Opener, columns: Int = 80, rows: Int = 24, clipboard: Bool = false) -> (App, FakeListModel) {
        let parent = RelatedMenuTests.users()
        let app = App(tabs: [Tab(name: "GitHub users", model: parent)], options: App.Options(clipboard: clipboard))
        app.openChild = { request in
            opener.requests.append(request)
            return opener.outcome(request)
        }
        app.resize(TerminalSize(columns: columns, rows: rows))
        return (app, parent)
    }

    /// Opens the first user's detail and presses `digit` there.
    func press(_ digit: Character, in app: App) async {
        app.handle(.enter)
        await app.detailTask?.value
        app.handle(.character(digit))
        await app.childTask?.value
    }

    @Test func aDigitOpensTheListAsAChildAndBackspaceComesBack() async {
        let child = Self.repos()
        let opener = Opener { _ in .opened(ChildList(model: child, url: "http://127.0.0.1:8080/github/users/mojombo/repos")) }
        let (app, parent) = browser(opener)
        _ = app.drawn()
        app.handle(.character("j"))
        app.handle(.character("k"))
        await press("1", in: app)
        #expect(opener.requests.map(\.related.name) == ["repos"])
        #expect(opener.requests.first?.parentURL == nil)
        let (_, canvas) = app.drawn()
        #expect(canvas.line(0).hasPrefix(" 1 GitHub users › mojombo › repos"))
        #expect(canvas.line(2).hasPrefix("repo0"))
        #expect(app.model === child)
        app.handle(.character("j"))
        app.handle(.backspace)
        #expect(app.model === parent)
        let (_, back) = app.drawn()
        #expect(back.line(0) == " 1 GitHub users")
        #expect(app.selectedRow(ofTab: 0) == 0)
        #expect(child.calls.contains(.cancel))
    }

    /// Filter, open, copy and refresh act on the child shown, as on a top list; the parent waiting
    /// under it is left alone.
    @Test func theListKeysActOnTheChild() async {
        let child = Self.repos()
        child.rows[2] = .item(RowItem(id: "r2", cells: ["repo2", "20"], webURL: "https://example.com/mojombo/repo2"))
        let opener = Opener { _ in .opened(ChildList(model: child, url: "http://127.0.0.1:8080/github/users/mojombo/repos")) }
        let (app, parent) = browser(opener, clipboard: true)
        _ = app.drawn()
        await press("1", in: app)
        app.handle(.character("/"))
        for character in "repo2" { app.handle(.character(character)) }
        app.handle(.enter)
        let (_, filtered) = app.drawn()
        #expect(filtered.line(2).hasPrefix("repo2") && !filtered.text.contains("repo1"), "\(filtered.text)")
        #expect(app.handle(.character("o")) == .open("https://example.com/mojombo/repo2"))
        #expect(app.handle(.character("y")) == .copy("https://example.com/mojombo/repo2"))
        app.handle(.escape)
        app.handle(.character("r"))
        #expect(child.calls.contains(.refresh))
        #expect(!parent.calls.contains(.refresh))
    }

    @Test func theParentKeepsItsSelectionAndScroll() async {
        let opener = Opener { _ in .opened(ChildList(model: Self.repos(), url: "http://127.0.0.1:8080/r")) }
        let parent = FakeListModel.users(60)
        parent.details[37] = ItemDetail(title: "user37")
        parent.related[37] = [RelatedList(name: "repos", place: .url("http://127.0.0.1:8080/r"))]
        let app = App(tabs: [Tab(name: "users", model: parent)])
        app.openChild = { opener.outcome($0) }
        app.resize(TerminalSize(columns: 80, rows: 24))
        _ = app.drawn()
        for _ in 0..<37 { app.handle(.character("j")) }
        _ = app.drawn()
        let top = app.firstVisibleRow(ofTab: 0)
        for key: Key in [.backspace, .character("h"), .left] {
            app.handle(.enter)
            await app.detailTask?.value
            app.handle(.character("1"))
            await app.childTask?.value
            #expect(app.model !== parent, "\(key)")
            app.handle(.character("j"))
            app.handle(key)
            #expect(app.model === parent, "\(key)")
            #expect(app.selectedRow(ofTab: 0) == 37, "\(key)")
            #expect(app.firstVisibleRow(ofTab: 0) == top, "\(key)")
        }
    }

    /// Esc in a child goes back, as in k9s or lazygit; at the tab's own list it quits as before.
    @Test func escapeInAChildGoesBackAndQuitsOnlyAtTheTop() async {
        let opener = Opener { _ in .opened(ChildList(model: Self.repos(), url: "http://127.0.0.1:8080/r")) }
        let (app, parent) = browser(opener)
        _ = app.drawn()
        await press("1", in: app)
        #expect(app.model !== parent)
        #expect(app.handle(.escape) == nil)
        #expect(app.model === parent)
        #expect(app.handle(.escape) == .quit)
    }

    @Test func aFieldThatIsNoListSaysSoAndOpensNothing() async {
        let opener = Opener { _ in .refused("repos is not a list: HTTP 404 Not Found") }
        let (app, parent) = browser(opener)
        await press("1", in: app)
        #expect(app.model === parent)
        let (_, canvas) = app.drawn()
        #expect(canvas.line(0) == " 1 GitHub users")
        #expect(canvas.text.contains("repos is not a list: HTTP 404 Not Found"))
    }

    @Test func aChildOpenedWithoutCredentialsSaysSo() async {
        let opener = Opener { _ in
            .opened(ChildList(model: Self.repos(), url: "http://127.0.0.2:9/r", note: "repos: opened without credentials"))
        }
        let (app, _) = browser(opener)
        await press("1", in: app)
        let (_, canvas) = app.drawn()
        #expect(canvas.text.contains("repos: opened without credentials"))
    }

    @Test func aGrandchildIsAskedForWithItsParentsURL() async {
        let opener = Opener { request in
            let model = RelatedMenuTests.users()
            return .opened(ChildList(model: model, url: "http://127.0.0.1:8080/\(request.related.name)"))
        }
        let (app, _) = browser(opener)
        await press("2", in: app)
        await press("3", in: app)
        #expect(opener.requests.map(\.parentURL) == [nil, "http://127.0.0.1:8080/followers"])
        let (_, canvas) = app.drawn()
        #expect(canvas.line(0).hasPrefix(" 1 GitHub users › mojombo › followers › mojombo › following"))
        app.handle(.backspace)
        app.handle(.backspace)
        app.handle(.backspace)
        #expect(app.drawn().1.text.contains("this is the tab's own list"))
    }

    @Test(arguments: [(50, 15), (80, 24), (200, 50)])
    func theBreadcrumb(columns: Int, rows: Int) async {
        let opener = Opener { request in
            .opened(ChildList(model: Self.repos(), url: "http://127.0.0.1:8080/\(request.related.name)"))
        }
        let (app, _) = browser(opener, columns: columns, rows: rows)
        await press("1", in: app)
        let (_, canvas) = app.drawn()
        #expect(canvas.line(0).contains("mojombo › repos"))
        #expect(Snapshot.mismatch(canvas.text, named: "breadcrumb-\(columns)x\(rows)") == nil)
    }

    /// Three lists deep: at 50 columns the breadcrumb loses its first steps, never the list shown.
    @Test(arguments: [(50, 15), (80, 24), (200, 50)])
    func aDeepBreadcrumb(columns: Int, rows: Int) async {
        let opener = Opener { request in
            .opened(ChildList(model: RelatedMenuTests.users(), url: "http://127.0.0.1:8080/\(request.related.name)"))
        }
        let (app, _) = browser(opener, columns: columns, rows: rows)
        for digit: Character in ["2", "3", "2"] { await press(digit, in: app) }
        let (_, canvas) = app.drawn()
        #expect(canvas.line(0).trimmingCharacters(in: .whitespaces).hasSuffix("mojombo › followers"))
        #expect(Snapshot.mismatch(canvas.text, named: "breadcrumb-deep-\(columns)x\(rows)") == nil)
    }

    @Test func aLongBreadcrumbKeepsItsLastSteps() {
        #expect(Breadcrumb.fit("GitHub users › mojombo › followers › defunkt › repos", width: 30) == "… › defunkt › repos")
        #expect(Breadcrumb.fit("GitHub users", width: 5) == "GitHub users")
    }
}
