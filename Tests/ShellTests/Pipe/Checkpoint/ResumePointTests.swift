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

    @Test func aLastIDNoLongerThereFallsBackToTheCountAndSaysSo() {
        let point = ResumePoint(ids: ["p", "q", "r", "s"], checkpoint: Self.checkpoint(3, last: "c"))
        #expect(point.skip == 3)
        #expect(point.notice?.contains("may be repeated or missing") == true)
        #expect(ResumePoint(ids: ["p"], checkpoint: Self.checkpoint(3, last: "c")).skip == 1)
    }
}
