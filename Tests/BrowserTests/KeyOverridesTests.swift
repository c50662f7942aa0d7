import Testing
@testable import Browser

@MainActor
@Suite("Key overrides from the config file")
struct KeyOverridesTests {
    @Test func validPairsBindAndBadOnesWarn() {
        let (keys, warnings) = KeyOverrides.parse(["quit": "x", "down": "n", "jump": "z", "up": "ab", "top": "\u{1B}"])
        #expect(keys.commands == ["x": .quit, "n": .lineDown])
        #expect(warnings.count == 3)
        #expect(warnings[0].contains("[keys] jump: unknown action"))
        #expect(warnings[1].contains("[keys] top:") && warnings[1].contains("not one printable character"))
        #expect(warnings[2].contains("[keys] up:"))
    }

    @Test func anOverrideWinsInTheListAndTheOldKeyStillWorks() {
        let model = FakeListModel.users(100)
        let (keys, _) = KeyOverrides.parse(["quit": "x", "down": "n"])
        let app = App(tabs: [Tab(name: "T", model: model)], options: .init(keys: keys))
        app.resize(TerminalSize(columns: 80, rows: 23))
        #expect(app.handle(.character("x")) == .quit)
        _ = app.handle(.character("n"))
        _ = app.handle(.character("j"))
        #expect(app.frame().selectedRow == 2)
    }

    @Test func overridesDoNotReachTheFilterLine() {
        let model = FakeListModel.users(10)
        let (keys, _) = KeyOverrides.parse(["quit": "x"])
        let app = App(tabs: [Tab(name: "T", model: model)], options: .init(keys: keys))
        app.resize(TerminalSize(columns: 80, rows: 23))
        _ = app.handle(.character("/"))
        #expect(app.handle(.character("x")) == nil)
        #expect(app.mode == .filterEditing)
    }

    @Test func aKeyTheListUsesForAnotherCommandIsAConflict() {
        #expect(KeyOverrides.conflicts(["quit": "Q", "down": "j", "jump": "j"]).isEmpty)
        let conflicts = KeyOverrides.conflicts(["quit": "j", "help": "1"])
        #expect(conflicts.count == 2)
        #expect(conflicts[0].contains("help = \"1\"") && conflicts[0].contains("tab 1"))
        #expect(conflicts[1].contains("quit = \"j\"") && conflicts[1].contains("for down"))
    }

    @Test func altKeysAreIgnoredInTheList() {
        let app = App(tabs: [Tab(name: "T", model: FakeListModel.users(10))])
        app.resize(TerminalSize(columns: 80, rows: 23))
        #expect(app.handle(.alt("q")) == nil)
        #expect(app.handle(.alt("j")) == nil)
        #expect(app.frame().selectedRow == 0)
    }
}
