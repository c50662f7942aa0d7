import Catalog
import Images
import Testing
@testable import Browser

/// Row thumbnails (`t`): loaded for rows on screen only, withdrawn when rows leave.
@MainActor
@Suite("Thumbnails", .timeLimit(.minutes(1)))
struct ThumbnailTests {
    static func url(_ index: Int) -> String { "https://img.example/\(index).png" }

    /// 30 rows with pictures, at 120 × 23 (20 list rows) unless told.
    func makeApp(_ provider: FakeImageProvider, columns: Int = 120) -> App {
        let rows: [ListRow] = (0..<30).map {
            .item(RowItem(id: "\($0)", cells: ["user\($0)", "\($0)", "Name"], imageURL: Self.url($0)))
        }
        let model = FakeListModel(rows: rows, status: ListStatus(source: "Fake", loaded: 30))
        let app = App(tabs: [Tab(name: "T", model: model)], images: provider)
        app.resize(TerminalSize(columns: columns, rows: 23))
        return app
    }


    /// Red over blue, next to green over clear: one 2 × 1-cell thumbnail.
    static let cells = RGBAImage(width: 2, height: 2, pixels: [255, 0, 0, 255, 0, 200, 0, 255,
                                                               0, 0, 255, 255, 0, 0, 0, 0]).cells(fitting: .thumbnail)

    @Test func tLoadsThumbnailsForTheRowsOnScreen() async {
        let provider = FakeImageProvider()
        let app = makeApp(provider)
        #expect(app.drawn().0.thumbnails == nil)
        #expect(provider.requests.isEmpty)
        app.handle(.character("t"))
        let (screen, canvas) = app.drawn()
        #expect(screen.thumbnails?.count == 20)
        #expect(canvas.line(2).hasPrefix("   user0"), "a blank thumbnail column while loading")
        #expect(canvas.line(1).hasPrefix("   Login") || canvas.line(1).hasPrefix("   login"))
        await provider.waitForRequests(20)
        #expect(Set(provider.requests.map(\.url)) == Set((0..<20).map(Self.url)))
        #expect(provider.requests.allSatisfy { $0.box == .thumbnail })
        let task = app.thumbnailTasks[Self.url(0)]
        provider.release(Self.url(0), with: .image(Self.cells))
        await task?.value
        let (shown, after) = app.drawn()
        #expect(shown.thumbnails?[0] == Self.cells.render(mode: .palette256)[0])
        #expect(after.line(2).hasPrefix("▀▀ user0"))
        #expect(after.cell(x: 0, y: 2).foreground == .indexed(196))
        #expect(provider.requests.count == 20, "a drawn thumbnail is not asked for again")
        app.handle(.character("t"))
        #expect(app.drawn().0.thumbnails == nil)
    }

    @Test func rowsScrollingAwayCancelTheirLoads() async {
        let provider = FakeImageProvider()
        let app = makeApp(provider)
        app.handle(.character("t"))
        _ = app.drawn()
        await provider.waitForRequests(20)
        let leaving = (0..<10).compactMap { app.thumbnailTasks[Self.url($0)] }
        #expect(leaving.count == 10)
        app.handle(.character("G"))
        _ = app.drawn()
        #expect(await provider.waitForCancellations(10))
        #expect(Set(provider.cancelled) == Set((0..<10).map(Self.url)))
        await provider.waitForRequests(30)
        #expect(Set(provider.requests.map(\.url)) == Set((0..<30).map(Self.url)))
    }

    @Test func narrowTerminalsShowNone() {
        let provider = FakeImageProvider()
        let app = makeApp(provider, columns: 99)
        app.handle(.character("t"))
        #expect(app.thumbnailsOn)
        #expect(app.drawn().0.thumbnails == nil)
        #expect(app.thumbnailTasks.isEmpty && provider.requests.isEmpty)
    }

    /// A related list opened over the list keeps `t`'s thumbnails: its own rows' are asked for
    /// (issue 40, point 3: thumbnails work in a child as in a top list).
    @Test func aChildListsRowsGetTheirThumbnails() async {
        let provider = FakeImageProvider()
        let app = makeApp(provider)
        guard let parent = app.model as? FakeListModel else {
            Issue.record("not the fake")
            return
        }
        parent.related[0] = [RelatedList(name: "kids", place: .url("https://api.example/users/0/kids"))]
        let kid = { (index: Int) in "https://img.example/kid\(index).png" }
        let kids = FakeListModel(rows: (0..<5).map { .item(RowItem(id: "k\($0)", cells: ["kid\($0)", "\($0)", "Kid"], imageURL: kid($0))) },
                                 status: ListStatus(source: "kids", loaded: 5))
        app.openChild = { _ in .opened(ChildList(model: kids, url: "https://api.example/users/0/kids")) }
        app.handle(.character("t"))
        _ = app.drawn()
        await provider.waitForRequests(20)
        app.handle(.enter)
        await app.detailTask?.value
        app.handle(.character("1"))
        await app.childTask?.value
        #expect(app.model === kids)
        let (screen, canvas) = app.drawn()
        #expect(screen.thumbnails?.count == 5)
        #expect(canvas.line(2).hasPrefix("   kid0"), "a blank thumbnail column while loading")
        await provider.waitForRequests(25)
        #expect(Set(provider.requests.dropFirst(20).map(\.url)) == Set((0..<5).map(kid)))
    }
}
