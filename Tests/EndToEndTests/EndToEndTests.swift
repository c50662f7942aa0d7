import Foundation
import Testing

/// The real binary in tmux. Skipped until `pagetty --help` lists `--demo`.
@Suite("End to end", .serialized, .enabled(if: Pagetty.supportsDemo, "the pagetty binary is not built"))
struct EndToEndTests {
    @Test func firstRowsWithinASecond() async throws {
        let session = try Pagetty.demo()
        try await session.waitUntil("the first rows", timeout: .seconds(1)) { !BrowserScreen($0).itemRows.isEmpty }
    }

    @Test(arguments: ["1", "2", "3"])
    func fiveHundredRowsScrollInOrder(tab: String) async throws {
        let session = try Pagetty.demo()
        try await session.waitUntil("the first rows") { !BrowserScreen($0).itemRows.isEmpty }
        // Handled before the first screen is read: the first tab's rows stay a moment after the key.
        try await session.sendHandled([tab])
        var seen: [String] = []
        var previous: [String] = []
        while seen.count < 500 {
            // Settled: nothing loading, and moved since the last PgDn (a PgDn near the loaded
            // end may only shift the screen until the next page arrives).
            let screen = BrowserScreen(try await session.waitUntil("a loaded screen", timeout: .seconds(10)) {
                let screen = BrowserScreen($0)
                return !screen.isHelp && !screen.isLoading && !screen.itemRows.isEmpty && screen.rows != previous
            })
            #expect(!screen.rows.contains { $0.hasPrefix("✗ ") }, "an error row: \(screen.rows)")
            previous = screen.rows
            let keys = screen.itemRows.map(Self.key)
            #expect(Set(keys).count == keys.count, "a row twice on one screen: \(screen.rows)")
            for key in keys where !seen.contains(key) { seen.append(key) }
            if screen.endRow != nil { break }
            try session.send("NPage")
        }
        #expect(seen.count >= 500, "rows seen: \(seen.count)")
        #expect(Set(seen).count == seen.count)
        let ids = seen.compactMap { Int($0.split(separator: " ").first ?? "") }
        if ids.count == seen.count {
            #expect(ids == ids.sorted() || ids == ids.sorted(by: >), "ids out of order")
            #expect(Set(ids).count == ids.count, "ids repeat")
        }
    }

    /// A row's identity: its leading number when it has one (ids), else the whole text.
    static func key(_ row: String) -> String {
        let first = row.split(separator: " ").first.map(String.init) ?? row
        return Int(first) != nil ? first : row
    }

    @Test(arguments: ["2", "3"])
    func bottomLandsAtTheEnd(tab: String) async throws {
        let session = try Pagetty.demo()
        try await session.waitUntil("the first rows") { !BrowserScreen($0).itemRows.isEmpty }
        try session.send(tab)
        try await session.waitUntil("the tab's rows") { BrowserScreen($0).tabBar.isEmpty == false && !BrowserScreen($0).itemRows.isEmpty }
        try session.send("G")
        try await session.waitUntil("the end row", timeout: .seconds(15)) {
            let screen = BrowserScreen($0)
            if screen.endRow == nil && !screen.isLoading, screen.rows.last.map(BrowserScreen.isItem) == true {
                // More loaded below the selection: go to the end again.
                try? session.send("G")
            }
            return screen.endRow != nil && !screen.isLoading
        }
    }

    @Test func theDetailPaneOpensAndCloses() async throws {
        let session = try Pagetty.demo()
        let list = BrowserScreen(try await session.waitUntil("the first rows") { !BrowserScreen($0).itemRows.isEmpty && !BrowserScreen($0).isLoading })
        try session.send("Enter")
        try await session.waitUntil("the detail") {
            let screen = BrowserScreen($0)
            return screen.rows != list.rows && !screen.rows.contains { $0.contains("loading…") }
        }
        try session.send("Escape")
        try await session.waitUntil("the list again") { BrowserScreen($0).rows.first == list.rows.first }
    }

    @Test func theWheelScrollsAndAClickSelects() async throws {
        let session = try Pagetty.demo()
        let list = BrowserScreen(try await session.waitUntil("the first rows") { BrowserScreen($0).itemRows.count > 10 && !BrowserScreen($0).isLoading })
        // SGR mouse reports, as a terminal sends them: wheel down at column 10, row 10.
        try session.type("\u{1B}[<65;10;10M")
        try await session.waitUntil("three rows scrolled") { BrowserScreen($0).rows.first == list.rows[3] }
        // Button 1 on screen row 6 (1-based): the list row shown there is list.rows[3 + 3].
        try session.type("\u{1B}[<0;10;6M")
        try session.send("Enter")
        try await session.waitUntil("the clicked row's detail") { BrowserScreen($0).rows.first != list.rows[3] }
    }

    @Test func tabsKeepTheirPositions() async throws {
        let session = try Pagetty.demo()
        try await session.waitUntil("the first rows") { !BrowserScreen($0).itemRows.isEmpty && !BrowserScreen($0).isLoading }
        try session.send("NPage")
        try session.send("j", "j", "j")
        let before = BrowserScreen(try await session.waitUntil("the second page") { !BrowserScreen($0).isLoading })
        try session.send("2")
        try await session.waitUntil("the second tab") { BrowserScreen($0).rows.first != before.rows.first }
        try session.send("j")
        try session.send("1")
        try await session.waitUntil("the first tab as it was") { BrowserScreen($0).rows == before.rows }
    }

    @Test func aResizeStormEndsInAGoodFrame() async throws {
        let session = try Pagetty.demo()
        try await session.waitUntil("the first rows") { !BrowserScreen($0).itemRows.isEmpty }
        let sizes = [(80, 24), (15, 4), (120, 40), (20, 5), (200, 50), (30, 8), (100, 30), (19, 5)]
        for _ in 0..<4 {
            for (width, height) in sizes { try session.resize(width: width, height: height) }
        }
        try await session.waitUntil("the too-small notice") { $0.joined().contains("terminal too") }
        try session.resize(width: 100, height: 30)
        let screen = BrowserScreen(try await session.waitUntil("a full frame at 100×30") {
            let screen = BrowserScreen($0)
            return screen.lines.count == 30 && screen.isBrowser && !screen.itemRows.isEmpty
        })
        #expect(screen.rows.count <= 27)
        try session.send("q")
        #expect(try await session.waitForExit().status == 0)
    }

    @Test func theFilterKeepsMatchingRows() async throws {
        let session = try Pagetty.demo()
        let screen = BrowserScreen(try await session.waitUntil("the first rows") { BrowserScreen($0).itemRows.count > 5 && !BrowserScreen($0).isLoading })
        let words = screen.itemRows[3].split(separator: " ").map(String.init).filter { $0.count >= 3 }
        let needle = try #require(words.first)
        try session.send("/")
        try session.type(needle)
        try session.send("Enter")
        let filtered = BrowserScreen(try await session.waitUntil("the filtered rows") {
            BrowserScreen($0).status.contains("filter")
        })
        #expect(!filtered.itemRows.isEmpty)
        for row in filtered.itemRows { #expect(row.localizedCaseInsensitiveContains(needle), "\(row) lacks \(needle)") }
    }

    @Test(arguments: [("q", 0), ("C-c", 130), ("TERM", 143), ("HUP", 129), ("SEGV", 139), ("ABRT", 134)])
    func everyExitRestoresTheTerminal(how: String, status: Int32) async throws {
        let session = try Pagetty.demo()
        try await session.waitUntil("the first rows") { !BrowserScreen($0).itemRows.isEmpty }
        switch how {
        case "TERM": kill(try await session.programPID(), SIGTERM)
        case "HUP": kill(try await session.programPID(), SIGHUP)
        // Fatal signals: restored from the signal handler, then the default action (128 + n).
        case "SEGV": kill(try await session.programPID(), SIGSEGV)
        case "ABRT": kill(try await session.programPID(), SIGABRT)
        default: try session.send(how)
        }
        let exit = try await session.waitForExit()
        #expect(exit.status == status)
        #expect(exit.sttyRestored, "stty -g changed")
    }

    @Test func suspendAndResumeRepaints() async throws {
        let session = try TmuxSession(command: "bash --norc --noprofile -i")
        try session.type("\(TmuxSession.quote(Pagetty.binary)) --demo")
        try session.send("Enter")
        let list = BrowserScreen(try await session.waitUntil("the first rows") { !BrowserScreen($0).itemRows.isEmpty && !BrowserScreen($0).isLoading })
        try session.send("C-z")
        try await session.waitUntil("the shell") { $0.joined(separator: "\n").contains("Stopped") }
        try session.type("fg")
        try session.send("Enter")
        try await session.waitUntil("the list repainted") { BrowserScreen($0).rows.first == list.rows.first && BrowserScreen($0).isBrowser }
        try session.send("q")
        try await session.waitUntil("the shell prompt") { !BrowserScreen($0).isBrowser }
        try session.type("exit")
        try session.send("Enter")
        #expect(try await session.waitForExit().sttyRestored)
    }
}
