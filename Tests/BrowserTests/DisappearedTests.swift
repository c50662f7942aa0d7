import Images
import Testing
@testable import Browser

/// Rows that leave the screen withdraw what was loading for them: the detail pane and its
/// picture (thumbnails: `ThumbnailTests.rowsScrollingAwayCancelTheirLoads`).
@MainActor
@Suite("Disappeared", .timeLimit(.minutes(1)))
struct DisappearedTests {
    static let url = "https://img.example/user3.png"

    func draw(_ app: App) -> Screen {
        let screen = app.frame()
        app.didDraw()
        return screen
    }

    @Test func aPaneOnARowThatLeftTheScreenClosesAndCancelsItsPicture() async {
        let provider = FakeImageProvider()
        let model = FakeListModel.users(5)
        model.details[3] = ItemDetail(title: "user3", imageURL: Self.url)
        let app = App(tabs: [Tab(name: "T", model: model)], images: provider)
        app.resize(TerminalSize(columns: 80, rows: 23))
        _ = draw(app)
        for _ in 0..<3 { app.handle(.down) }
        app.handle(.enter)
        await app.detailTask?.value
        #expect(await provider.waitForRequests(1))
        #expect(draw(app).pane != nil)
        // The list reloads shorter: row 3 is gone from the screen.
        model.rows = FakeListModel.users(2).rows
        let screen = draw(app)
        #expect(model.calls.contains(.disappeared(2..<5)))
        #expect(await provider.waitForCancellations(1))
        #expect(provider.cancelled == [Self.url])
        #expect(screen.pane == nil || draw(app).pane == nil)
        #expect(app.mode == .list)
    }

    @Test func aPaneOnARowStillShownStays() async {
        let provider = FakeImageProvider()
        let model = FakeListModel.users(5)
        model.details[1] = ItemDetail(title: "user1", imageURL: Self.url)
        let app = App(tabs: [Tab(name: "T", model: model)], images: provider)
        app.resize(TerminalSize(columns: 80, rows: 23))
        _ = draw(app)
        app.handle(.down)
        app.handle(.enter)
        await app.detailTask?.value
        #expect(await provider.waitForRequests(1))
        model.rows = FakeListModel.users(2).rows
        _ = draw(app)
        #expect(app.mode == .detail && app.pictureTask != nil)
        #expect(provider.cancelled.isEmpty)
    }
}
