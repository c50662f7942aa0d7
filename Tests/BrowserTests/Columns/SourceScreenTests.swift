import Testing
@testable import Browser
import TestSupport

/// Every source's first screen at the sizes terminals really have, as golden text.
@Suite("Source screens at 80×24, 50×15 and 200×50")
struct SourceScreenTests {
    static let sizes = [(80, 24), (50, 15), (200, 50)]

    func check(_ screen: Screen, _ name: String) {
        for (columns, rows) in Self.sizes {
            let canvas = SourceScreens.render(screen, columns, rows)
            let golden = "\(name)-\(columns)x\(rows)"
            #expect(Snapshot.mismatch(canvas.text, named: golden) == nil, "\(golden)")
        }
    }

    @Test func github() throws { check(try SourceScreens.github(), "github") }
    @Test func qiita() throws { check(try SourceScreens.qiita(), "qiita") }
    @Test func pokemon() throws { check(try SourceScreens.pokemon(), "pokemon") }
    @Test func generic() throws { check(try SourceScreens.generic(subtitle: false), "generic") }
    @Test func genericWithASubtitle() throws { check(try SourceScreens.generic(subtitle: true), "generic-subtitle") }

    @Test func qiitaTitlesGet40PercentAt80AndStayAt50() throws {
        let screen = try SourceScreens.qiita()
        let wide = SourceScreens.render(screen, 80, 24)
        // Title 32 columns (it had 20), then User from column 33.
        #expect(wide.line(1).hasPrefix("Title" + String(repeating: " ", count: 28) + "User"))
        let narrow = SourceScreens.render(screen, 50, 15)
        #expect(narrow.line(1).hasPrefix("Title"))
        #expect(!narrow.line(1).contains("Tags"))
        // The date compacts to month-day when its column is narrow.
        #expect(narrow.line(2).hasSuffix(" 04-20"))
    }

    @Test func wideTitlesKeepTheColumnsAligned() throws {
        let canvas = SourceScreens.render(try SourceScreens.qiita(), 80, 24)
        for y in 2..<22 {
            #expect(canvas.cell(x: 32, y: y).text == " ", "row \(y)")
            #expect(canvas.cell(x: 33, y: y).text == "@", "row \(y)")
        }
    }

    @Test func everyColumnStartsAfterAGapOnEveryRowAtEverySize() throws {
        for screen in [try SourceScreens.github(), try SourceScreens.qiita(), try SourceScreens.pokemon(),
                       try SourceScreens.generic(subtitle: true)] {
            for (columns, rows) in Self.sizes {
                let canvas = SourceScreens.render(screen, columns, rows)
                let frames = ColumnLayout(columns: screen.columns, width: columns).frames
                for y in 1..<(rows - 1) where y - 2 < screen.rows.count - 1 {
                    for frame in frames where frame.isShown && frame.x > 0 {
                        #expect(canvas.cell(x: frame.x - 1, y: y).text == " ", "\(screen.tabs) \(columns)x\(rows) row \(y)")
                    }
                }
            }
        }
    }

    @Test func thePrimaryColumnSurvivesEverySize() throws {
        let screens = [("Login", try SourceScreens.github()), ("Title", try SourceScreens.qiita()),
                       ("Name", try SourceScreens.pokemon()), ("login", try SourceScreens.generic(subtitle: true))]
        for (title, screen) in screens {
            for width in 20...200 {
                #expect(SourceScreens.render(screen, width, 10).line(1).contains(title), "\(title) at \(width)")
            }
        }
    }
}
