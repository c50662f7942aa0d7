@testable import TerminalText
import Testing
@testable import Browser

@Suite("TextRun and ColumnLayout")
struct TextRunTests {
    @Test func asciiIsPaddedOrCutWithAnEllipsis() {
        #expect(TextRun(fitting: "octocat", width: 10).string == "octocat   ")
        #expect(TextRun(fitting: "octocat", width: 5).string == "octo…")
        #expect(TextRun(fitting: "42", width: 5, alignRight: true).string == "   42")
        #expect(TextRun(fitting: "octocat", width: 0).string == "")
        #expect(TextRun(fitting: "octocat", width: 1).string == "…")
    }

    @Test func wideCharactersAreNeverSplit() {
        let run = TextRun(fitting: "日本語テキスト", width: 6)
        #expect(run.string == "日本… ")
        #expect(run.width == 6)
        #expect(TextRun(fitting: "日本", width: 4).string == "日本")
        #expect(TextRun(fitting: "日本", width: 3).string == "日…")
    }

    @Test func combiningMarksTakeNoColumn() {
        let run = TextRun(fitting: "e\u{0301}e\u{0301}", width: 4)
        guard case .glyphs(let glyphs) = run.storage else { Issue.record("expected glyphs"); return }
        #expect(glyphs.map(\.text) == ["e\u{0301}", "e\u{0301}"])
        #expect(run.trailingSpaces == 2)
    }

    @Test func emojiAreTwoColumns() {
        #expect(DisplayWidth.of("😀") == 2)
        #expect(TextRun(fitting: "😀😀😀", width: 5).string == "😀😀…")
    }

    @Test func theFlexibleColumnTakesWhatIsLeft() {
        let layout = ColumnLayout(columns: [Column("a", width: 10), Column("b"), Column("c", width: 5, alignRight: true)], width: 40)
        #expect(layout.frames.map(\.x) == [0, 11, 35])
        #expect(layout.frames.map(\.width) == [10, 23, 5])
        #expect(layout.frames[2].alignRight)
    }

    @Test func aColumnWhoseMinimumDoesNotFitDrops() {
        // It used to get the 4 columns left, a header cut to "b…" and cells to 3 characters.
        let layout = ColumnLayout(columns: [Column("a", width: 15), Column("b", width: 10)], width: 20)
        #expect(layout.frames.map(\.width) == [15, 0])
    }
}
