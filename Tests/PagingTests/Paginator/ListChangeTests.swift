import Paging
import Testing

/// `ListChange.moved`: the one rule every holder of a row index moves by.
@Suite("ListChange")
struct ListChangeTests {
    @Test func rowsAtOrPastAnInsertionMoveDownByItsCountAndRowsAboveStay() {
        let change = ListChange.inserted(at: 4, count: 3)
        #expect([0, 3, 4, 9].map { change.moved($0) } == [0, 3, 7, 12])
        #expect(change.added == 3)
    }

    @Test func aRangeMovesWithItsFirstRowAndKeepsItsLength() {
        let change = ListChange.inserted(at: 4, count: 3)
        #expect(change.moved(4..<10) == 7..<13)
        #expect(change.moved(0..<10) == 0..<10, "rows put in inside a range are not its rows")
        #expect(ListChange.inserted(at: 30, count: 5).moved(10..<20) == 10..<20, "a tail moves nothing above it")
    }

    @Test func aListStartedOverKeepsNoRow() {
        #expect(ListChange.replaced.moved(0) == nil)
        #expect(ListChange.replaced.moved(0..<20) == nil)
        #expect(ListChange.replaced.added == 0)
    }
}
