import Foundation
import Testing
import TestSupport

/// `--pick` in tmux with stdout redirected to a file: the screen goes to the terminal, the file
/// gets exactly the picked items and not one byte of the screen.
@Suite("End to end: pick", .serialized, .enabled(if: Pagetty.supportsDemo, "the pagetty binary is not built"))
struct PickEndToEndTests {
    /// A picker running in tmux and the file its stdout goes to.
    struct Picker {
        let session: TmuxSession
        let output: String

        /// `pagetty --demo ARGUMENTS > file`, or `pagetty url --demo PATH ARGUMENTS > file` with `url`.
        init(_ arguments: String, url: Bool = false) throws {
            output = FileManager.default.temporaryDirectory
                .appendingPathComponent("pagetty-pick-\(getpid())-\(UUID().uuidString)").path
            session = try TmuxSession(command: "\(TmuxSession.quote(Pagetty.binary)) \(url ? "url " : "")--demo \(arguments) > \(TmuxSession.quote(output))")
        }

        /// The screen once at least `rows` item rows are loaded and nothing is loading on screen.
        func loaded(rows: Int = 10) async throws -> BrowserScreen {
            BrowserScreen(try await session.waitUntil("\(rows) loaded rows") {
                let screen = BrowserScreen($0)
                return screen.isBrowser && !screen.isLoading && screen.itemRows.count >= rows
            })
        }

        /// What the program wrote to stdout, once it ended; the terminal must be itself again.
        func finish(status expected: Int32) async throws -> [UInt8] {
            let exit = try await session.waitForExit()
            #expect(exit.status == expected)
            #expect(exit.sttyRestored, "stty -g changed")
            #expect(try !session.alternateScreenOn(), "still on the alternate screen")
            defer { try? FileManager.default.removeItem(atPath: output) }
            let bytes = [UInt8](FileManager.default.contents(atPath: output) ?? Data())
            #expect(!bytes.contains(0x1B), "an escape sequence in stdout: \(String(decoding: bytes, as: UTF8.self).debugDescription)")
            return bytes
        }
    }

    /// A Pokémon row's number and name: "*      3 shroozechu   grass" → ("3", "shroozechu").
    static func pokemon(_ row: String) -> (number: String, name: String) {
        let words = row.split(separator: " ").filter { $0 != "*" }.map(String.init)
        return (words.first ?? "", words.count > 1 ? words[1] : "")
    }

    @Test func enterPicksTheThirdRowAsTSV() async throws {
        let picker = try Picker("pokemon --pick --print tsv")
        let third = Self.pokemon(try await picker.loaded().itemRows[2])
        try picker.session.send("j", "j", "Enter")
        let text = String(decoding: try await picker.finish(status: 0), as: UTF8.self)
        #expect(text.hasPrefix("3\t\(third.name)\thttps://www.pokemon.com/"), "\(text.debugDescription)")
        #expect(text.hasSuffix("\thttps://www.pokemon.com/us/pokedex/\(third.name)\n"), "\(text.debugDescription)")
        #expect(text.split(separator: "\n").count == 1)
    }

    @Test func theDefaultIsOneJSONLineWithTheItemsOwnJSON() async throws {
        let picker = try Picker("github --pick")
        let first = try await picker.loaded().itemRows[0].split(separator: " ").first.map(String.init)
        try picker.session.send("Enter")
        let bytes = try await picker.finish(status: 0)
        #expect(bytes.last == 0x0A && bytes.filter { $0 == 0x0A }.count == 1)
        let object = try JSONSerialization.jsonObject(with: Data(bytes)) as? [String: Any]
        #expect(object?["title"] as? String == first)
        #expect((object?["raw"] as? [String: Any])?["login"] as? String == first)
    }

    @Test func threeMarkedRowsAcrossAPageBoundaryPrintInListOrder() async throws {
        // Five items a page: rows 4 and 5 end the first page, row 6 starts the second.
        let picker = try Picker("pokemon --per-page 5 --pick --field name")
        let rows = try await picker.loaded(rows: 12).itemRows.map(Self.pokemon)
        #expect(rows.prefix(6).map(\.number) == ["1", "2", "3", "4", "5", "6"])
        // Row 6 first, then 4 and 5: the output keeps the list's order, not the marking order.
        try picker.session.send("j", "j", "j", "j", "j", "Tab", "k", "k", "k", "Tab", "Tab")
        try await picker.session.waitUntil("3 marked") { BrowserScreen($0).status.contains("3 marked") }
        try picker.session.send("Enter")
        let text = String(decoding: try await picker.finish(status: 0), as: UTF8.self)
        #expect(text == "\(rows[3].name)\n\(rows[4].name)\n\(rows[5].name)\n")
    }

    @Test func aPickAfterAFilterPrintsTheMatch() async throws {
        let picker = try Picker("pokemon --pick --field name")
        let rows = try await picker.loaded().itemRows.map(Self.pokemon)
        let wanted = rows[6].name
        let first = rows.first { $0.name.contains(wanted) }?.name
        try picker.session.send("/")
        try picker.session.type(wanted)
        try picker.session.send("Enter")
        // The filter stays applied and the picker stays open until the second Enter.
        try await picker.session.waitUntil("the applied filter") { BrowserScreen($0).status.contains("filter “\(wanted)”") }
        try picker.session.send("Enter")
        let text = String(decoding: try await picker.finish(status: 0), as: UTF8.self)
        #expect(text == "\(first ?? "")\n")
    }

    @Test func keysComeFromTheTerminalWhenStdinIsNotOne() async throws {
        // x=$(producer | pagetty …): stdin is taken, keys still arrive through /dev/tty.
        let picker = try Picker("pokemon --pick --field name < /dev/null")
        let second = Self.pokemon(try await picker.loaded().itemRows[1])
        try picker.session.send("j", "Enter")
        #expect(String(decoding: try await picker.finish(status: 0), as: UTF8.self) == "\(second.name)\n")
    }

    @Test func escapePrintsNothingAndExitsOne() async throws {
        let picker = try Picker("pokemon --pick")
        _ = try await picker.loaded()
        try picker.session.send("Tab")
        try await picker.session.waitUntil("1 marked") { BrowserScreen($0).status.contains("1 marked") }
        try picker.session.send("Escape")
        #expect(try await picker.finish(status: 1).isEmpty)
    }

    @Test func ctrlCPrintsNothingAndExits130() async throws {
        let picker = try Picker("pokemon --pick --field name")
        _ = try await picker.loaded()
        try picker.session.send("Tab")
        try await picker.session.waitUntil("1 marked") { BrowserScreen($0).status.contains("1 marked") }
        try picker.session.send("C-c")
        #expect(try await picker.finish(status: 130).isEmpty)
    }

    @Test func withoutAControllingTerminalItSaysSoAndExitsThree() throws {
        // setsid: a new session, so the program has no /dev/tty to draw on.
        let result = try Subprocess.run("/usr/bin/setsid", ["-w", Pagetty.binary, "--demo", "pokemon", "--pick"])
        #expect(result.status == 3)
        #expect(result.output == "pagetty: --pick needs a terminal to draw on, and this process has none (/dev/tty)\n")
    }

    /// In `pagetty url --pick`, `l` opens the detail pane, `1` a user's followers as a child, and
    /// Tab then Enter there prints the follower marked, not a row of the users under it.
    @Test func enterInAChildListPrintsTheChildsRow() async throws {
        let picker = try Picker("/github/users --pick", url: true)
        let users = try await picker.loaded()
        try picker.session.send("l")
        _ = try await picker.session.waitUntil("the menu of related lists") { $0.contains { $0.hasPrefix("1 followers") } }
        try picker.session.send("1")
        let child = BrowserScreen(try await picker.session.waitUntil("the followers") { lines in
            BrowserScreen(lines).tabBar.contains("› followers") && BrowserScreen(lines).itemRows.count > 1
        })
        let follower = try #require(child.itemRows.first?.split(separator: " ").first.map(String.init))
        try picker.session.send("Tab", "Enter")
        let lines = String(decoding: try await picker.finish(status: 0), as: UTF8.self).split(separator: "\n")
        #expect(lines.count == 1)
        let line = try #require(lines.first)
        #expect(line.contains("\"title\":\"\(follower)\""), "\(line)")
        #expect(!users.itemRows.contains { $0.hasPrefix(follower + " ") }, "the follower is also a user on the first screen")
    }
}
