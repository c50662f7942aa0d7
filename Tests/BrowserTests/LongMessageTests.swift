import Testing
@testable import Browser
import TestSupport

/// A status-line message longer than the line is readable whole: wrapped onto lines just above
/// the status line until the next key, and kept in the message log that `m` shows (issue 42, point 6).
@MainActor
@Suite("Long messages")
struct LongMessageTests {
    /// What detection says of a Link-header list, longer than 80 columns.
    static let detected = "pages by Link header rel=\"next\" (--strategy next-link, --per-page-param per_page); "
        + "detected items: the body, id id, title login, web url html_url"

    func makeApp(columns: Int = 80, rows: Int = 24) -> App {
        let app = App(tabs: [Tab(name: "api.example/users", model: FakeListModel.users(30))])
        app.resize(TerminalSize(columns: columns, rows: rows))
        return app
    }

    /// The screen's text with the lines joined, so a wrapped message reads as one.
    static func words(_ canvas: MemoryCanvas) -> String {
        (0..<canvas.size.rows).map { canvas.line($0) }.joined(separator: " ")
            .split(separator: " ").joined(separator: " ")
    }

    @Test func aLongMessageIsWrappedAboveTheStatusLine() {
        let app = makeApp()
        app.tell(Self.detected)
        let (_, canvas) = app.drawn()
        #expect(Snapshot.mismatch(canvas.text, named: "message-long-80x24") == nil)
        #expect(Self.words(canvas).contains(Self.detected), "\(canvas.text)")
    }

    @Test func theNextKeyGivesTheRowsBack() {
        let app = makeApp()
        app.tell(Self.detected)
        _ = app.drawn()
        app.handle(.character("j"))
        let (_, canvas) = app.drawn()
        #expect(canvas.line(21).hasPrefix("user19"), "\(canvas.text)")
        #expect(!Self.words(canvas).contains("per_page"))
    }

    /// A message that fits stays on the status line alone.
    @Test func aShortMessageStaysOnTheStatusLine() {
        let app = makeApp()
        app.tell("no web page for this row")
        let (_, canvas) = app.drawn()
        #expect(canvas.line(22).hasPrefix("user20"), "\(canvas.text)")
        #expect(canvas.line(23).contains("no web page for this row"))
    }

    /// At 50 columns the copy refusal takes two lines, and every word of it is there.
    @Test func theCopyRefusalIsWholeAtFiftyColumns() {
        let app = makeApp(columns: 50, rows: 15)
        app.handle(.character("y"))
        let (_, canvas) = app.drawn()
        #expect(Self.words(canvas).contains("copying is off: y needs --osc52 or osc52 = true in the config"),
                "\(canvas.text)")
    }

    @Test func mShowsTheLastMessagesWholeAndAnyKeyClosesThem() {
        let app = makeApp()
        app.tell(Self.detected)
        app.handle(.character("y"))
        app.handle(.character("j"))
        app.handle(.character("m"))
        let (screen, canvas) = app.drawn()
        #expect(Snapshot.mismatch(canvas.text, named: "messages-80x24") == nil)
        let text = Self.words(canvas)
        #expect(text.contains(Self.detected), "\(canvas.text)")
        #expect(text.contains("copying is off: y needs --osc52 or osc52 = true in the config"))
        #expect(text.firstRange(of: "pages by")!.lowerBound < text.firstRange(of: "copying is off")!.lowerBound,
                "oldest first, newest last")
        #expect(screen.pane != nil)
        app.handle(.character("j"))
        #expect(app.frame().pane == nil)
        #expect(app.selectedRow(ofTab: 0) == 1, "the key that closes the log does nothing else")
    }

    @Test func theLogKeepsTheLastFiftyAndSaysWhenThereAreNone() {
        let app = makeApp(rows: 60)
        app.handle(.character("m"))
        #expect(Self.words(app.drawn().1).contains("no messages yet"))
        app.handle(.character("q"))
        for n in 0..<60 { app.tell("message \(n)") }
        app.handle(.character("m"))
        let (_, canvas) = app.drawn()
        let lines = (0..<canvas.size.rows).map { canvas.line($0) }
        #expect(lines.filter { $0.hasPrefix("message ") }.count == 50, "\(canvas.text)")
        #expect(lines.contains("message 10") && lines.contains("message 59") && !lines.contains("message 9"))
    }

    @Test func theHelpNamesTheKey() {
        #expect(HelpText.bindings.contains { $0.keys == "m" })
    }
}
