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

    @Test func rowsPastARemovalMoveUpByItsCountAndRowsAboveStay() {
        let change = ListChange.removed(at: 30, count: 10)
        #expect([0, 29, 40, 99].map { change.moved($0) } == [0, 29, 30, 89])
        #expect(change.added == -10)
    }

    @Test func aRowRemovedLandsOnTheRowThatTookItsPlaceAndIsSaidToHaveGone() {
        let change = ListChange.removed(at: 30, count: 10)
        #expect([30, 35, 39].map { change.moved($0) } == [30, 30, 30])
        #expect([29, 30, 39, 40].map { change.removes($0) } == [false, true, true, false])
        #expect(!ListChange.inserted(at: 0, count: 3).removes(0))
        #expect(ListChange.replaced.removes(0))
    }

    @Test func aRangeKeepsItsLengthAcrossARemoval() {
        let change = ListChange.removed(at: 30, count: 10)
        #expect(change.moved(50..<70) == 40..<60)
        #expect(change.moved(20..<40) == 20..<40, "rows after the removal make up the range")
        #expect(change.moved(35..<55) == 30..<50, "a range starting in the removed rows starts where they were")
    }
}
