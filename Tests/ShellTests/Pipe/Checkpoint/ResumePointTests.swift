import Paging
import Shell
import Testing

/// Where a resumed run starts writing on the page it reads again.
@Suite struct ResumePointTests {
    static func checkpoint(_ rows: Int, last: String) -> Checkpoint {
        Checkpoint(key: .page(3, perPage: 5), rowsInPage: rows, lastID: last, rows: 10 + rows, pagesBefore: 2)
    }

    @Test func theListAsLeftResumesJustPastTheLastRowWritten() {
        let point = ResumePoint(ids: ["a", "b", "c", "d", "e"], checkpoint: Self.checkpoint(3, last: "c"))
        #expect(point.skip == 3 && point.notice == nil)
        #expect(ResumePoint(ids: ["a", "b", "c", "d", "e"], checkpoint: Self.checkpoint(5, last: "e")).skip == 5)
    }

    @Test func rowsPushedOnFollowTheLastIDAndAreSaid() {
        // Two items posted at the head pushed "a" and "b" (written) onto this page.
        let point = ResumePoint(ids: ["x", "y", "a", "b", "c"], checkpoint: Self.checkpoint(3, last: "c"))
        #expect(point.skip == 5)
        #expect(point.notice?.contains("2 items") == true)
    }

    @Test func rowsGoneBeforeLeaveTheRestToWrite() {
        let point = ResumePoint(ids: ["c", "d", "e", "f", "g"], checkpoint: Self.checkpoint(3, last: "c"))
        #expect(point.skip == 1)
        #expect(point.notice != nil)
    }

    /// Nothing written is on the page (a window of the last id alone here): all of it is written,
    /// never passed over by count (that would drop unwritten rows after a deletion), and said.
    @Test func aPageHoldingNothingWrittenIsWrittenWholeAndTheMoveIsSaid() {
        let point = ResumePoint(ids: ["p", "q", "r", "s"], checkpoint: Self.checkpoint(3, last: "c"))
        #expect(point.skip == 0)
        #expect(point.notice?.contains("is no longer on its page") == true)
        #expect(point.moved == .movedPastCheckpoint(kept: Checkpoint.windowSize))
        #expect(ResumePoint(ids: ["p"], checkpoint: Self.checkpoint(3, last: "c")).skip == 0)
    }

    /// A checkpoint of ids 0…29 written (the last page, offset 20, whole), its window holding them all.
    static let thirty = Checkpoint(key: .offset(20, limit: 10), rowsInPage: 10, lastID: "29", rows: 30, pagesBefore: 2,
                                   recent: (0..<30).map { IDDigest(String($0)).short })

    /// Fifteen items posted at the head pushed the last id past the page read again, which now
    /// holds rows 5…14, all written: the whole page is passed over, and that is certain.
    @Test func aLastIDPushedPastThePageIsFoundByTheWindow() {
        let point = ResumePoint(ids: (5..<15).map(String.init), checkpoint: Self.thirty)
        #expect(point.skip == 10)
        #expect(point.moved == nil)
    }

    /// The last id alone deleted: the cut is after the latest written row still there, so the
    /// row after it (never written) is written.
    @Test func aDeletedLastIDResumesAfterTheLatestWrittenRowStillThere() {
        let point = ResumePoint(ids: (20..<29).map(String.init) + ["30"], checkpoint: Self.thirty)
        #expect(point.skip == 9)
        #expect(point.moved == nil)
    }

    /// A page starting before the window (the list moved further than the ids kept) or a row
    /// written found after the last one (reordered) is said: rows may be repeated or missing.
    @Test func aMoveFurtherThanTheWindowIsSaid() {
        let window = Checkpoint(key: .offset(140, limit: 10), rowsInPage: 10, lastID: "149", rows: 150, pagesBefore: 14,
                                recent: (50..<150).map { IDDigest(String($0)).short })
        let pushed = ResumePoint(ids: (20..<30).map(String.init), checkpoint: window)
        #expect(pushed.skip == 0 && pushed.moved == .movedPastCheckpoint(kept: 100))
        let straddling = ResumePoint(ids: (45..<55).map(String.init), checkpoint: window)
        #expect(straddling.skip == 10 && straddling.moved != nil)
        let reordered = ResumePoint(ids: ["140", "149", "141"], checkpoint: window)
        #expect(reordered.skip == 2 && reordered.moved != nil)
        #expect(ResumePoint(ids: [], checkpoint: window).moved != nil, "an empty page: rows may be missing")
    }
}
