import Testing
@testable import Browser

/// The `?` help shows the keys `[keys]` added beside the built-in ones for the same action, in the
/// binding's own grammar (`/` between keys for one action, `,` between actions).
@MainActor
@Suite("Help pane with [keys]")
struct HelpKeyOverridesTests {
    func helpText(_ table: [String: String], columns: Int = 80, rows: Int = 24) -> String {
        let (keys, warnings) = KeyOverrides.parse(table)
        #expect(warnings.isEmpty)
        let app = App(tabs: [Tab(name: "T", model: FakeListModel.users(3))], options: .init(keys: keys))
        app.resize(TerminalSize(columns: columns, rows: rows))
        app.handle(.character("?"))
        return app.drawn().1.text
    }

    @Test func aConfiguredKeyIsShownBesideTheBuiltInOne() {
        let lines = helpText(["refresh": "M-r", "open": "O", "next_tab": "n", "previous_tab": "p"]).split(separator: "\n")
        let refresh = lines.first { $0.contains("refresh, retry now") }.map(String.init) ?? ""
        #expect(refresh.hasPrefix("  r / M-r, R "), "\(refresh)")
        let open = lines.first { $0.contains("open the web page") }.map(String.init) ?? ""
        #expect(open.hasPrefix("  o / O "), "\(open)")
        let tabs = lines.first { $0.contains("switch source") }.map(String.init) ?? ""
        #expect(tabs.hasPrefix("  1 2 3, Tab / n, Shift-Tab / p "), "\(tabs)")
        // Descriptions still start in one column, past the longest keys.
        let column = refresh.range(of: "refresh")!.lowerBound.utf16Offset(in: refresh)
        #expect(open.range(of: "open the")!.lowerBound.utf16Offset(in: open) == column)
    }

    @Test func withoutOverridesTheHelpIsTheBuiltInOne() {
        #expect(helpText([:]) == helpText(["quit": "Q"]).replacingOccurrences(of: "q / Esc / Q", with: "q / Esc    "))
        #expect(helpText([:]).contains("  r, R "))
    }

    @Test func everyBindingNamesItsActionsOneAKeyGroup() {
        for binding in HelpText.bindings {
            let actions = HelpText.actions[binding.keys]
            #expect(actions?.count == binding.keys.components(separatedBy: ", ").count, "\(binding.keys)")
        }
    }
}
