import Catalog
import Networking
import Testing
@testable import Browser
import TestSupport

/// Any JSON API with the columns chosen from its first page, or given, at the usual sizes.
@Suite("Generic columns at 80×24, 50×15 and 200×50")
struct GenericColumnScreenTests {
    func check(_ screen: Screen, _ name: String) {
        for (columns, rows) in SourceScreenTests.sizes {
            let canvas = SourceScreens.render(screen, columns, rows)
            let golden = "\(name)-\(columns)x\(rows)"
            #expect(Snapshot.mismatch(canvas.text, named: golden) == nil, "\(golden)")
        }
    }

    @Test func chosenColumns() throws { check(try SourceScreens.genericQiita(columns: []), "generic-chosen") }

    @Test func givenColumns() throws {
        check(try SourceScreens.genericQiita(columns: ["User=user.id", "Likes=likes_count", "Date=created_at"]), "generic-given")
    }

    @Test func numbersAlignRightAndDatesShortenWhenNarrow() throws {
        let screen = try SourceScreens.genericQiita(columns: [])
        // Qiita's ids are 20 hex digits: no column, the detail pane has them.
        #expect(screen.columns.map(\.title) == ["title", "likes_count", "created_at"])
        let wide = SourceScreens.render(screen, 80, 24)
        // 152 likes end where the header `likes_count` ends (the header is ASCII: a character a cell).
        let header = wide.line(1)
        let end = header.distance(from: header.startIndex, to: try #require(header.range(of: "likes_count")).upperBound)
        #expect((end - 4..<end).map { wide.cell(x: $0, y: 2).text }.joined() == " 152")
        #expect(wide.line(2).hasSuffix(" 2026-04-20"))
        // At 30 the date is month and day, and the title keeps its room.
        let narrow = SourceScreens.render(screen, 30, 10)
        #expect(narrow.line(1).hasPrefix("title"))
        #expect(narrow.line(2).hasSuffix(" 04-20"))
    }

    @Test func theTitleSurvivesEveryWidth() throws {
        for screen in [try SourceScreens.genericQiita(columns: []),
                       try SourceScreens.genericQiita(columns: ["User=user.id", "Likes=likes_count", "Date=created_at"])] {
            for width in 20...200 {
                #expect(SourceScreens.render(screen, width, 10).line(1).hasPrefix("title"), "at \(width)")
            }
        }
    }

    @Test func hostileFieldNamesAndValuesAreInertOnScreen() throws {
        let body = #"[{"id":1,"name":"a","st\u001b]52;c;eA==\u0007ate":"o\u001b[2Jpen"},{"id":2,"name":"b","st\u001b]52;c;eA==\u0007ate":"shut"}]"#
        let spec = try GenericSpec.parse(url: "https://api.example.com/x", title: "name", strategy: "link")
        let source = try GenericSource(spec: spec, environment: [:])
        let page = try source.decode(HTTPResponse(status: 200, headers: [:], body: Array(body.utf8)))
        #expect(source.columns.count == 3)
        let screen = Screen(tabs: ["x"], columns: source.columns,
                            rows: page.items.map { .item(RowItem(id: $0.id, cells: $0.cells)) }, selectedRow: 0,
                            status: ListStatus(source: "x", loaded: 2))
        let text = SourceScreens.render(screen, 80, 10).text
        #expect(!text.unicodeScalars.contains { $0.value < 0x20 && $0 != "\n" })
        #expect(text.contains("st"))
    }
}
