import Browser
import CNcursesw
import Testing
#if canImport(Glibc)
import Glibc
#endif
@testable import TerminalUI

@MainActor
@Suite("TerminalUI", .serialized)
struct TerminalUITests {
    @Test func keysDecodeLikeLessAndVim() {
        #expect(KeyDecoder.key(code: UInt32(UInt8(ascii: "j")), isFunctionKey: false) == .character("j"))
        #expect(KeyDecoder.key(code: 0x0D, isFunctionKey: false) == .enter)
        #expect(KeyDecoder.key(code: 0x1B, isFunctionKey: false) == .escape)
        #expect(KeyDecoder.key(code: 0x04, isFunctionKey: false) == .control("d"))
        #expect(KeyDecoder.key(code: 0x15, isFunctionKey: false) == .control("u"))
        #expect(KeyDecoder.key(code: 0x09, isFunctionKey: false) == .tab)
        #expect(KeyDecoder.key(code: 0x7F, isFunctionKey: false) == .backspace)
        #expect(KeyDecoder.key(code: 0x65E5, isFunctionKey: false) == .character("日"))
        #expect(KeyDecoder.key(code: UInt32(KEY_DOWN), isFunctionKey: true) == .down)
        #expect(KeyDecoder.key(code: UInt32(KEY_NPAGE), isFunctionKey: true) == .pageDown)
        #expect(KeyDecoder.key(code: UInt32(KEY_BTAB), isFunctionKey: true) == .backTab)
        #expect(KeyDecoder.key(code: UInt32(KEY_RESIZE), isFunctionKey: true) == .other)
    }

    @Test func theBrowserCommandComesFromBROWSER() {
        #expect(URLOpener.command(for: "https://a.b/c", browser: nil) == ["xdg-open", "https://a.b/c"])
        #expect(URLOpener.command(for: "https://a.b/c", browser: "") == ["xdg-open", "https://a.b/c"])
        #expect(URLOpener.command(for: "https://a.b/c", browser: "firefox:chromium") == ["firefox", "https://a.b/c"])
        #expect(URLOpener.command(for: "https://a.b/c", browser: "w3m -o x %s") == ["w3m", "-o", "x", "https://a.b/c"])
    }

    @Test func openingRunsTheBrowserQuietly() throws {
        let pid = try #require(URLOpener.spawn(["sh", "-c", "echo leaked; echo leaked >&2; read x; exit 7"]))
        var status: Int32 = 0
        #expect(waitpid(pid, &status, 0) == pid)
        // stdin was /dev/null, so `read` failed at once and the exit status came through.
        #expect((status >> 8) & 0xFF == 7)
        #expect(URLOpener.spawn(["/nonexistent/browser"]) == nil)
    }

    @Test func clipboardSequenceIsBase64() {
        #expect(Clipboard.base64(Array("https://github.com/octocat".utf8)) == "aHR0cHM6Ly9naXRodWIuY29tL29jdG9jYXQ=")
        #expect(Clipboard.base64(Array("ab".utf8)) == "YWI=")
        #expect(Clipboard.sequence(for: "x\u{1B}y") == "\u{1B}]52;c;eBt5\u{07}")
    }

    @Test func hostileTextNeverReachesTheTerminalBytes() throws {
        let terminal = try #require(HeadlessTerminal(size: TerminalSize(columns: 80, rows: 10)))
        defer { terminal.close() }
        let evil = "\u{1B}]0;pwned\u{07}\u{1B}]52;c;aGk=\u{07}\u{1B}]8;;http://x\u{1B}\\\u{9D}2;t\u{9C}\u{202E}x\r\n"
        let screen = Screen(tabs: ["T\u{1B}[31m"], columns: [Column("a", width: 30), Column("b")],
                            rows: [.item(RowItem(id: "1", cells: [evil, evil])), .error(evil), .end(evil)],
                            status: ListStatus(source: evil, lastError: evil))
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

