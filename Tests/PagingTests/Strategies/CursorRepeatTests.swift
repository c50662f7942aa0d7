import Paging
import Testing

/// A cursor that comes back unchanged (a server ignoring it, as a POST endpoint that does not read
/// the body's cursor would) ends the list at once instead of asking for the same page again.
@Suite struct CursorRepeatTests {
    @Test func anUnchangedCursorEndsTheList() {
        let strategy = CursorStrategy()
        #expect(strategy.next(after: .cursor("c9"), page: PageSummary(count: 10, cursor: "c9")) == .end("the list stopped advancing"))
        #expect(strategy.next(after: .cursor("c9"), page: PageSummary(count: 10, cursor: "c8")) == .next(.cursor("c8")))
        // Search-after's cursor is the last hit's sort values as JSON text.
        #expect(strategy.next(after: .cursor(nil), page: PageSummary(count: 10, cursor: "[3,60]")) == .next(.cursor("[3,60]")))
        #expect(strategy.next(after: .cursor("[3,60]"), page: PageSummary(count: 10, cursor: "[3,60]"))
            == .end("the list stopped advancing"))
    }
}
