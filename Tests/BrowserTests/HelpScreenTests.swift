import TerminalText
import Testing
@testable import Browser
import TestSupport

/// The help pane's keys and descriptions stay in their columns at every width.
@Suite("Help pane")
struct HelpScreenTests {
    func render(_ columns: Int, _ rows: Int) -> MemoryCanvas {
        let screen = Screen(tabs: SourceScreens.tabs, columns: [Column("Login")], rows: [],
                            status: ListStatus(source: "GitHub users"), pane: .help(scroll: 0))
        var canvas = MemoryCanvas(size: TerminalSize(columns: columns, rows: rows))
        Renderer.render(screen, into: &canvas)
        return canvas
    }

    @Test func goldenScreens() {
        #expect(Snapshot.mismatch(render(80, 24).text, named: "help-80x24") == nil)
        #expect(Snapshot.mismatch(render(50, 15).text, named: "help-50x15") == nil)
    }

    @Test func theLongestKeyNoLongerRunsIntoItsDescription() {
        #expect(render(80, 24).line(5) == "  space / PgDn, b / PgUp  page down, up")
    }

    @Test func everyDescriptionStartsInOneColumnAndNoLineIsCut() {
        let keyWidth = HelpText.bindings.map { DisplayWidth.of($0.keys) }.max()!
        for width in 20...200 {
            let lines = HelpText.lines(width: width)
            #expect(lines.allSatisfy { DisplayWidth.of($0.0) <= width }, "width \(width)")
            let column = HelpText.indent + keyWidth + HelpText.gap
            guard width - column >= HelpText.narrowest else { continue }
            for (keys, action) in HelpText.bindings {
                let line = lines.first { $0.0.hasPrefix("  " + keys + " ") }?.0 ?? ""
                let start = line.dropFirst(HelpText.indent + keys.count)
                #expect(start.prefix(column - HelpText.indent - keys.count).allSatisfy { $0 == " " }, "\(keys) at \(width)")
                #expect(start.dropFirst(column - HelpText.indent - keys.count).first == action.first, "\(keys) at \(width)")
            }
        }
    }

    @Test func wrappedWordsAreWhole() {
        let words = Set(HelpText.bindings.flatMap { $0.meaning.split(separator: " ").map(String.init) })
        for line in HelpText.lines(width: 44) where !line.0.isEmpty {
            let tail = line.0.split(separator: " ").last.map(String.init) ?? ""
            #expect(words.contains(tail) || line.1 != [] || HelpText.bindings.contains { $0.keys.hasSuffix(tail) },
                    "\(line.0)")
        }
    }
}
