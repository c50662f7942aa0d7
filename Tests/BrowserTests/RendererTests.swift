import Testing
@testable import Browser
import TestSupport

@Suite("Renderer golden screens")
struct RendererTests {
    static let columns = [Column("login", width: 12), Column("id", width: 6, alignRight: true), Column("name")]

    func render(_ screen: Screen, _ size: TerminalSize = TerminalSize(columns: 48, rows: 12)) -> MemoryCanvas {
        var canvas = MemoryCanvas(size: size)
        Renderer.render(screen, into: &canvas)
        return canvas
    }

    func item(_ login: String, _ id: Int, _ name: String) -> ListRow {
        .item(RowItem(id: "\(id)", cells: [login, "\(id)", name]))
    }

    @Test func plainList() {
        let rows = (0..<6).map { item("user\($0)", $0 + 1, "Name \($0)") } + [.loading]
        let screen = Screen(tabs: ["GitHub", "Qiita", "PokeAPI"], columns: Self.columns, rows: rows,
                            selectedRow: 2, status: ListStatus(source: "GitHub users", loaded: 6, inFlight: true,
                                                               rateRemaining: 55, rateLimit: 60))
        let canvas = render(screen)
        #expect(Snapshot.mismatch(canvas.text, named: "plain-list") == nil)
        #expect(canvas.line(2).hasPrefix("user0"))
        #expect(canvas.cell(x: 0, y: 4).style == .reverse)
        #expect(canvas.cell(x: 0, y: 3).style == [])
    }

    @Test func wideAndCombiningTextKeepsColumnsAligned() {
        let rows: [ListRow] = [
            item("octocat", 583231, "The Octocat"),
            item("日本語ユーザー名です", 2, "山田太郎"),
            item("emoji😀🎉", 3, "🐍 Python 🦀 Rust 🐹 Go"),
            item("zalgo", 4, "Z" + String(repeating: "\u{0301}\u{0316}", count: 10) + "algo"),
            item("cafe\u{0301}", 5, "Ame\u{0301}lie"),
            item("tab\there", 6, "line\nbreak\u{202E}evil\u{1B}]0;title\u{07}"),
            item("\u{200B}", 7, ""),
        ]
        let canvas = render(Screen(tabs: ["Qiita"], columns: Self.columns, rows: rows,
                                   status: ListStatus(source: "Qiita", loaded: 7, total: 10_000)))
        #expect(Snapshot.mismatch(canvas.text, named: "wide-and-combining") == nil)
        // The id column's right edge is at column 18 on every row, whatever came before it.
        for y in 2..<9 {
            #expect(canvas.cell(x: 19, y: y).text == " ", "row \(y)")
            #expect(canvas.cell(x: 18, y: y).text != " ", "row \(y)")
        }
    }

    @Test func loadingErrorAndEndRows() {
        let rows: [ListRow] = [item("a", 1, "A"), .placeholder, .error("HTTP 503 Service Unavailable"), .end("end of list")]
        let canvas = render(Screen(tabs: ["PokeAPI"], columns: Self.columns, rows: rows,
                                   status: ListStatus(source: "PokeAPI", loaded: 1, total: 1302,
                                                      rateRemaining: 3, rateLimit: 60, rateResetIn: 125,
                                                      lastError: "HTTP 503")))
        #expect(Snapshot.mismatch(canvas.text, named: "loading-error-end") == nil)
        #expect(canvas.line(4) == "✗ R retry — HTTP 503 Service Unavailable")
        #expect(canvas.line(11).contains("reset 2m05"))
    }

    @Test func theSpinnerTurnsOnlyWithTheTick() {
        var screen = Screen(tabs: ["GitHub"], columns: Self.columns, rows: [.loading],
                            status: ListStatus(source: "GitHub", inFlight: true))
        let first = render(screen).text
        #expect(render(screen).text == first)
        screen.spinnerTick = 1
        #expect(render(screen).text != first)
        screen.status.inFlight = false
        screen.rows = []
        screen.spinnerTick = 7
        let idle = render(screen).text
        screen.spinnerTick = 8
        #expect(render(screen).text == idle)
    }

    @Test func tooSmallShowsANotice() {
        let screen = Screen(tabs: ["GitHub"], columns: Self.columns, rows: [], status: ListStatus(source: "GitHub"))
        let canvas = render(screen, TerminalSize(columns: 19, rows: 4))
        #expect(Snapshot.mismatch(canvas.text, named: "too-small") == nil)
        #expect(canvas.line(2).hasPrefix("terminal too"))
        #expect(render(screen, TerminalSize(columns: 20, rows: 5)).line(0).contains("GitHub"))
    }

    @Test func helpAndDetailPanes() {
        var screen = Screen(tabs: ["GitHub"], columns: Self.columns, rows: [], status: ListStatus(source: "GitHub"),
                            pane: .help(scroll: 0))
        #expect(Snapshot.mismatch(render(screen, TerminalSize(columns: 60, rows: 20)).text, named: "help") == nil)
        let detail = ItemDetail(title: "octocat", fields: [("Followers", "42"), ("Company", "@github")],
                                body: "A long body that wraps over several lines of the pane because it is long.\nSecond paragraph.",
                                webURL: "https://github.com/octocat")
        screen.pane = .detail(.loaded(detail), scroll: 0)
        #expect(Snapshot.mismatch(render(screen, TerminalSize(columns: 40, rows: 14)).text, named: "detail") == nil)
    }

    @Test func theFilterLineWhileTyping() {
        let screen = Screen(tabs: ["GitHub"], columns: Self.columns, rows: [item("octocat", 1, "The Octocat")],
                            status: ListStatus(source: "GitHub"), filter: .init(query: "octo", editing: true, matches: 1))
        let canvas = render(screen)
        #expect(canvas.line(11).hasPrefix("/octo▏ 1 match"))
    }
}
