import Testing
@testable import TerminalUI

/// Colour pairs made on demand, shared, and recycled only when off screen.
@Suite struct ColorPairTableTests {
    @Test func pairsAreMadeOnceAndShared() {
        var table = ColorPairTable(limit: 16)
        table.beginFrame()
        #expect(table.pair(foreground: 196, background: -1) == .init(pair: 1, isNew: true))
        #expect(table.pair(foreground: 21, background: 196) == .init(pair: 2, isNew: true))
        #expect(table.pair(foreground: 196, background: -1) == .init(pair: 1, isNew: false))
        table.beginFrame()
        #expect(table.pair(foreground: 21, background: 196) == .init(pair: 2, isNew: false))
        #expect(table.count == 2)
    }

    @Test func aFullTableRecyclesTheOldestPairNotOnScreen() {
        // Pairs 1...3: pair 0 is the terminal's default and never handed out.
        var table = ColorPairTable(limit: 4)
        table.beginFrame()
        _ = table.pair(foreground: 1, background: -1)
        table.beginFrame()
        _ = table.pair(foreground: 2, background: -1)
        _ = table.pair(foreground: 3, background: -1)
        // All three in use; this frame used 2 and 3, so 1 goes.
        #expect(table.pair(foreground: 4, background: -1) == .init(pair: 1, isNew: true))
        // Every pair is on this frame: no colour rather than recolouring cells on screen.
        #expect(table.pair(foreground: 5, background: -1) == nil)
        table.beginFrame()
        #expect(table.pair(foreground: 5, background: -1) == .init(pair: 2, isNew: true))
        #expect(table.pair(foreground: 1, background: -1) == .init(pair: 3, isNew: true))
        #expect(table.count == 3)
    }

    @Test func noPairsMeansNoColour() {
        var table = ColorPairTable(limit: 0)
        table.beginFrame()
        #expect(table.pair(foreground: 1, background: 2) == nil)
    }
}
