import Browser
import Testing
@testable import TerminalUI

/// What a drawn frame sends to the terminal, through ncurses on a headless terminal.
/// Serialised and on the main actor: ncurses has one global screen.
@MainActor
@Suite("Headless terminal", .serialized)
struct HeadlessTerminalTests {
    @Test func hostileTextNeverReachesTheTerminalBytes() throws {
        let terminal = try #require(HeadlessTerminal(size: TerminalSize(columns: 80, rows: 10)))
        defer { terminal.close() }
        let evil = "\u{1B}]0;pwned\u{07}\u{1B}]52;c;aGk=\u{07}\u{1B}]8;;http://x\u{1B}\\\u{9D}2;t\u{9C}\u{202E}x\r\n"
        let screen = Screen(tabs: ["T\u{1B}[31m"], columns: [Column("a", width: 30), Column("b")],
                            rows: [.item(RowItem(id: "1", cells: [evil, evil])), .error(RowError(reason: evil, message: evil)),
                                   .end(evil)],
                            selectedRow: 1, status: ListStatus(source: evil, lastError: evil))
        terminal.draw(screen)
        let bytes = terminal.transcript()
        let text = String(decoding: bytes, as: UTF8.self)
        #expect(!text.contains("pwned\u{07}"))
        #expect(!text.contains("\u{1B}]"), "an OSC sequence reached the terminal")
        #expect(!text.contains("\u{1B}[31m"))
        #expect(!text.contains("\u{202E}"))
        #expect(text.contains("␛]0;pwned␇"))
    }

    @Test func aOneRowScrollCostsLittle() throws {
        let terminal = try #require(HeadlessTerminal(size: TerminalSize(columns: 200, rows: 50)))
        defer { terminal.close() }
        let columns = [Column("id", width: 8, alignRight: true), Column("login", width: 24), Column("name")]
        func frame(top: Int) -> Screen {
            let rows = (top..<top + 47).map { ListRow.item(RowItem(id: "\($0)", cells: ["\($0)", "user\($0)", "Name of user \($0)"])) }
            return Screen(tabs: ["GitHub", "Qiita", "PokeAPI"], columns: columns, firstRow: top, rows: rows,
                          selectedRow: top + 46, status: ListStatus(source: "GitHub users", loaded: 1000))
        }
        let full = terminal.draw(frame(top: 0))
        var steps: [Int] = []
        for top in 1...20 { steps.append(terminal.draw(frame(top: top))) }
        let median = steps.sorted()[steps.count / 2]
        print("full frame \(full) bytes, one-row scroll median \(median) bytes")
        #expect(full > 1_000)
        #expect(median < full / 4, "a one-row scroll should not redraw the screen (full \(full), step \(median))")
        #expect(terminal.draw(frame(top: 20)) == 0, "an unchanged frame sends nothing")
    }
}
