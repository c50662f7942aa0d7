import Catalog
import Testing
@testable import Browser

/// The layout alone: widths at many sizes, the primary's share, the drop order, no empty column.
@Suite("Column layout")
struct ColumnLayoutTests {
    /// Qiita's columns: Title, User (drops 4th), Likes (2nd), Tags (1st), Date (3rd).
    let qiita: [Column] = [.primary("Title"), .secondary("User", minWidth: 8, preferredWidth: 16, drop: 4),
                           .secondary("Likes", minWidth: 5, preferredWidth: 6, drop: 2, alignRight: true),
                           .secondary("Tags", minWidth: 10, preferredWidth: 24, drop: 1),
                           .secondary("Date", minWidth: 5, preferredWidth: 10, drop: 3, compaction: .isoDate)]
    /// A primary that is not the first column, as Pokémon's Name.
    let pokemon: [Column] = [.secondary("No.", minWidth: 4, preferredWidth: 6, drop: 2, alignRight: true),
                             .primary("Name"), .secondary("Types", minWidth: 6, preferredWidth: 18, drop: 1)]

    func widths(_ columns: [Column], _ width: Int) -> [Int] {
        ColumnLayout(columns: columns, width: width).frames.map(\.width)
    }

    @Test func qiitaAtTheCommonSizes() {
        #expect(widths(qiita, 200) == [140, 16, 6, 24, 10])
        #expect(widths(qiita, 80) == [32, 16, 6, 12, 10])
        // At 50 the tags drop first, and the title keeps 20 (it had none before).
        #expect(widths(qiita, 50) == [20, 16, 5, 0, 6])
        #expect(widths(qiita, 30) == [12, 11, 0, 0, 5])
        #expect(widths(qiita, 20) == [10, 9, 0, 0, 0])
    }

    @Test func thePrimaryNeedNotBeFirst() {
        let layout = ColumnLayout(columns: pokemon, width: 50)
        #expect(layout.frames.map(\.width) == [6, 24, 18])
        #expect(layout.frames.map(\.x) == [0, 7, 32])
        #expect(widths(pokemon, 24) == [6, 10, 6])
        #expect(widths(pokemon, 20) == [6, 13, 0])
    }

    @Test func everyWidthFromZeroTo250KeepsTheRules() {
        for columns in [qiita, pokemon] {
            for width in 0...250 {
                let layout = ColumnLayout(columns: columns, width: width)
                let frames = layout.frames
                let primary = columns.firstIndex(where: \.isPrimary)!
                #expect(frames.allSatisfy { $0.width >= 0 }, "width \(width)")
                // The primary never drops, and has 40% of the row or all of it.
                if width > 0 {
                    #expect(frames[primary].width >= 1, "width \(width)")
                    #expect(frames[primary].width * 100 >= width * 40 || frames[primary].width == width, "width \(width)")
                }
                // Shown columns are at least their minimum, in order, one space apart, inside the row.
                var x = 0
                for (column, frame) in zip(columns, frames) where frame.isShown {
                    #expect(frame.x == x && frame.width >= min(column.minWidth, width), "width \(width)")
                    if let preferred = column.preferredWidth { #expect(frame.width <= preferred) }
                    x += frame.width + 1
                }
                #expect(x - 1 <= width, "width \(width)")
            }
        }
    }

    @Test func columnsDropInTheirDeclaredOrderAndStayDropped() {
        var dropped: [String] = []
        for width in stride(from: 200, through: 20, by: -1) {
            let frames = ColumnLayout(columns: qiita, width: width).frames
            for (column, frame) in zip(qiita, frames) where !frame.isShown && !dropped.contains(column.title) {
                dropped.append(column.title)
            }
            // A dropped column stays dropped at every narrower width.
            for (column, frame) in zip(qiita, frames) where dropped.contains(column.title) {
                #expect(!frame.isShown, "\(column.title) at \(width)")
            }
        }
        // The user, last to go, still fits beside a 10-column title at 20.
        #expect(dropped == ["Tags", "Likes", "Date"])
    }

    @Test func secondaryColumnsGrowOnlyOnceThePrimaryHasItsShare() {
        for width in 40...120 {
            let frames = ColumnLayout(columns: qiita, width: width).frames
            let grown = zip(qiita, frames).contains { column, frame in
                !column.isPrimary && frame.width > column.minWidth
            }
            if grown { #expect(frames[0].width * 100 >= width * 40, "width \(width)") }
        }
    }

    @Test func equalRanksDropRightmostFirst() {
        let columns = [Column("a", width: 15), Column("b", width: 10), Column("c", width: 3)]
        #expect(widths(columns, 30) == [15, 10, 3])
        #expect(widths(columns, 28) == [15, 10, 0])
        #expect(widths(columns, 20) == [15, 0, 0])
    }

    @Test func datesCompactOnlyWhenNarrowerThanTheDate() {
        #expect(CellCompaction.isoDate.apply("2026-04-20", width: 10) == "2026-04-20")
        #expect(CellCompaction.isoDate.apply("2026-04-20", width: 6) == "04-20")
        #expect(CellCompaction.isoDate.apply("2026-04-20T10:00:00+09:00", width: 5) == "04-20")
        #expect(CellCompaction.isoDate.apply("yesterday!", width: 5) == "yesterday!")
        #expect(CellCompaction.isoDate.apply("２０２６-04-20", width: 5) == "２０２６-04-20")
        #expect(CellCompaction.none.apply("2026-04-20", width: 5) == "2026-04-20")
    }
}
