import Testing
@testable import Browser

/// The detail body is wrapped once per item and width, not on every frame and key.
@MainActor
@Suite("Detail wrap")
struct DetailWrapTests {
    func draw(_ app: App) -> String {
        let screen = app.frame()
        var canvas = MemoryCanvas(size: app.size)
        Renderer.render(screen, into: &canvas)
        app.didDraw()
        return canvas.text
    }

    @Test func framesAndKeysAtOneWidthWrapTheBodyOnce() async {
        let model = FakeListModel.users(10)
        let body = (0..<200).map { "paragraph \($0) " + String(repeating: "word ", count: 40) }.joined(separator: "\n")
        model.details[0] = ItemDetail(title: "user0", body: body)
        let app = App(tabs: [Tab(name: "T", model: model)], options: .init())
        app.resize(TerminalSize(columns: 80, rows: 23))
        app.handle(.enter)
        await app.detailTask?.value
        let first = draw(app)
        for _ in 0..<5 {
            app.handle(.down)
            _ = draw(app)
        }
        _ = draw(app)
        #expect(app.detail.wraps == 1)
        #expect(app.detail.scroll == 5)
        // The cached lines draw what wrapping while drawing does.
        var screen = app.frame()
        screen.detailBody = nil
        var canvas = MemoryCanvas(size: app.size)
        Renderer.render(screen, into: &canvas)
        #expect(canvas.text == draw(app))
        #expect(first != canvas.text)
        app.resize(TerminalSize(columns: 100, rows: 23))
        _ = draw(app)
        _ = draw(app)
        #expect(app.detail.wraps == 2)
    }
}
