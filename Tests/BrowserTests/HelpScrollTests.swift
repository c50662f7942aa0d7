import Testing
@testable import Browser

/// A help pane taller than the screen scrolls with j/k, space/b; any other key still closes it,
/// and a help that fits closes on any key as before.
@MainActor
@Suite("Help pane scrolling")
struct HelpScrollTests {
    func makeApp(columns: Int, rows: Int) -> App {
        let app = App(tabs: [Tab(name: "T", model: FakeListModel.users(3))])
        app.resize(TerminalSize(columns: columns, rows: rows))
        app.handle(.character("?"))
        return app
    }

    func text(_ app: App) -> String { app.drawn().1.text }

    @Test func everyBindingCanBeReachedOnASmallScreen() {
        let app = makeApp(columns: 50, rows: 15)
        #expect(!text(app).contains("q / Esc"))
        #expect(text(app).contains("↓ 1–"))
        for _ in 0..<3 { app.handle(.character(" ")) }
        let end = text(app)
        #expect(end.contains("q / Esc"), "\(end)")
        #expect(end.contains("Mouse: the wheel scrolls"))
        #expect(app.frame().pane != nil)
        app.handle(.character("k"))
        #expect(app.frame().pane == .help(scroll: app.helpPage.maxScroll - 1))
        app.handle(.character("x"))
        #expect(app.frame().pane == nil)
    }

    @Test func aHelpThatFitsClosesOnAnyKey() {
        let app = makeApp(columns: 80, rows: 24)
        #expect(!app.helpPage.overflows)
        app.handle(.character("j"))
        #expect(app.frame().pane == nil)
    }

    @Test func reopeningStartsAtTheTop() {
        let app = makeApp(columns: 50, rows: 15)
        app.handle(.character("j"))
        app.handle(.escape)
        app.handle(.character("?"))
        #expect(app.frame().pane == .help(scroll: 0))
    }

    @Test func everyLineIsShownAtSomeScrollAndNoneIsWider() {
        for height in 1...30 {
            for width in [20, 50, 80] {
                let page = HelpPage(width: width, height: height, picking: false)
                var seen = Set<Int>()
                for scroll in 0...page.maxScroll {
                    let shown = page.visible(scroll: scroll)
                    #expect(shown.count <= height)
                    let window = page.overflows ? shown.dropLast() : shown[...]
                    for (offset, line) in window.enumerated() {
                        #expect(line.0 == page.lines[scroll + offset].0)
                        seen.insert(scroll + offset)
                    }
                }
                if height > 1 { #expect(seen.count == page.lines.count, "\(width)x\(height)") }
            }
        }
    }
}
