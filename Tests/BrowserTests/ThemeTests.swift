import Images
import Testing
@testable import Browser
import Theming

@Suite("Theme")
struct ThemeTests {
    @Test func readsColourNames() {
        #expect(ColorName.parse("red") == .color(.indexed(1)))
        #expect(ColorName.parse("White") == .color(.indexed(7)))
        #expect(ColorName.parse("bright-red") == .color(.indexed(9)))
        #expect(ColorName.parse("brightblue") == .color(.indexed(12)))
        #expect(ColorName.parse("default") == .terminalDefault)
        #expect(ColorName.parse("0") == .color(.indexed(0)))
        #expect(ColorName.parse("255") == .color(.indexed(255)))
        #expect(ColorName.parse("#ff8000") == .color(.rgb(RGB(255, 128, 0))))
        #expect(ColorName.parse("#FF8000") == .color(.rgb(RGB(255, 128, 0))))
    }

    @Test(arguments: ["", "redd", "bright-", "brightdefault", "256", "-1", "+1", "0x10", "#ff800", "#ff80000",
                      "#gg8000", "１", "#ｆｆ8000", "\u{1B}[31m"])
    func refusesWhatIsNotAColour(_ text: String) {
        #expect(ColorName.parse(text) == nil)
    }

    @Test func readsForegroundsAndBackgrounds() throws {
        let theme = try Theme(parsing: ["selection": "white on blue", "error": "bright-red", "status": "on 236",
                                        "header": "default on #000080"])
        #expect(theme.colors == [
            .selection: RoleColors(foreground: .indexed(7), background: .indexed(4)),
            .error: RoleColors(foreground: .indexed(9)),
            .status: RoleColors(background: .indexed(236)),
            .header: RoleColors(foreground: nil, background: .rgb(RGB(0, 0, 128))),
        ])
        #expect(try Theme(parsing: [:]) == Theme())
    }

    @Test func namesTheBadKey() {
        #expect(throws: ThemeError.unknownRole("selected")) { try Theme(parsing: ["selected": "red"]) }
        #expect(throws: ThemeError.badColor(role: "status", value: "blue on")) {
            try Theme(parsing: ["status": "blue on"])
        }
        #expect(throws: ThemeError.badColor(role: "dim", value: "grey")) { try Theme(parsing: ["dim": "grey"]) }
        let message = ThemeError.unknownRole("selected").description
        #expect(message.hasPrefix("theme.selected: unknown role (roles: selection, status, tab"))
        // Echoed config text is sanitised: no escape reaches the terminal.
        let echoed = ThemeError.badColor(role: "dim", value: "grey\u{1B}[2J").description
        #expect(echoed.contains("“grey␛[2J”") && !echoed.contains("\u{1B}"))
    }

    @Test func paintsOnlyTheRolesItHas() throws {
        let theme = try Theme(parsing: ["selection": "red", "status": "white on blue"])
        // A foreground alone keeps reverse video: a red bar.
        #expect(theme.paint(.reverse, role: .selection) == (.reverse, RoleColors(foreground: .indexed(1))))
        // A background replaces it.
        #expect(theme.paint(.reverse, role: .status)
            == ([], RoleColors(foreground: .indexed(7), background: .indexed(4))))
        #expect(theme.paint(.bold, role: .header) == (.bold, nil))
        #expect(theme.paint([], role: nil) == ([], nil))
        #expect(Theme().paint([.reverse, .bold], role: .tab) == ([.reverse, .bold], nil))
    }

    @Test func theRendererNamesEachRole() {
        let columns = [Column("Login"), Column("ID", width: 6, alignRight: true)]
        let rows: [ListRow] = [
            .item(RowItem(id: "1", cells: ["one", "1"])), .item(RowItem(id: "2", cells: ["two", "2"])),
            .error("HTTP 503"), .placeholder, .end("end of list"),
        ]
        let screen = Screen(tabs: ["GitHub", "Qiita"], columns: columns, rows: rows, selectedRow: 1,
                            status: ListStatus(source: "GitHub users", loaded: 2))
        var canvas = MemoryCanvas(size: TerminalSize(columns: 60, rows: 10))
        Renderer.render(screen, into: &canvas)
        #expect(canvas.cell(x: 1, y: 0).role == .tab)
        #expect(canvas.cell(x: 12, y: 0).role == nil)  // the inactive tab
        #expect(canvas.cell(x: 0, y: 1).role == .header)
        #expect(canvas.cell(x: 0, y: 2).role == nil)
        #expect((0..<60).allSatisfy { canvas.cell(x: $0, y: 3).role == .selection })
        #expect(canvas.cell(x: 0, y: 4).role == .error)
        #expect(canvas.cell(x: 0, y: 5).role == .dim)
        #expect(canvas.cell(x: 0, y: 6).role == .dim)
        #expect(canvas.cell(x: 0, y: 9).role == .status)
        // Roles add nothing to the attributes: the default look is unchanged.
        #expect(canvas.cell(x: 0, y: 3).style == .reverse)
        #expect(canvas.cell(x: 0, y: 4).style == .bold)
    }

    @Test func aFailedDetailIsAnErrorAndItsHintDim() {
        let screen = Screen(tabs: ["GitHub"], columns: [Column("Login")], rows: [],
                            status: ListStatus(source: "GitHub users"), pane: .detail(.failed("HTTP 404"), scroll: 0))
        var canvas = MemoryCanvas(size: TerminalSize(columns: 60, rows: 10))
        Renderer.render(screen, into: &canvas)
        #expect(canvas.line(2) == "✗ HTTP 404")
        #expect(canvas.cell(x: 0, y: 2).role == .error)
        #expect(canvas.cell(x: 0, y: 4).role == .dim)
    }
}
