import Testing
@testable import Browser

@Suite("Viewport")
struct ViewportTests {
    @Test func movingPastTheScreenScrollsByOne() {
        var viewport = Viewport()
        for _ in 0..<10 { viewport.moveSelection(by: 1, count: 100, height: 10) }
        #expect(viewport.selected == 10)
        #expect(viewport.top == 1)
        viewport.moveSelection(by: -5, count: 100, height: 10)
        #expect(viewport.top == 1)
        #expect(viewport.direction == .up)
    }

    @Test func pagesMoveTheScreenAndTheSelection() {
        var viewport = Viewport()
        viewport.page(by: 10, count: 25, height: 10)
        #expect(viewport == Viewport(top: 10, selected: 10))
        viewport.page(by: 10, count: 25, height: 10)
        #expect(viewport.top == 15)
        #expect(viewport.selected == 20)
        viewport.page(by: 10, count: 25, height: 10)
        #expect(viewport.selected == 24)
    }

    @Test func selectingTheLastRowShowsTheEnd() {
        var viewport = Viewport()
        viewport.select(999, count: 1000, height: 48)
        #expect(viewport.top == 952)
        #expect(viewport.selected == 999)
    }

    @Test func wheelScrollKeepsTheSelectionOnScreen() {
        var viewport = Viewport()
        viewport.scroll(by: 3, count: 100, height: 10)
        #expect(viewport.top == 3)
        #expect(viewport.selected == 3)
    }

    @Test func aShrinkingListClampsBoth() {
        var viewport = Viewport(top: 50, selected: 55)
        viewport.clamp(count: 20, height: 10)
        #expect(viewport == Viewport(top: 10, selected: 19))
        viewport.clamp(count: 0, height: 10)
        #expect(viewport.top == 0 && viewport.selected == 0)
    }
}
