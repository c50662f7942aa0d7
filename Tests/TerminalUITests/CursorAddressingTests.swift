import Testing
import TerminalUI

/// A terminal that cannot move the cursor is told apart from one that can, and from an unknown one.
@MainActor
@Suite struct CursorAddressingTests {
    @Test func dumbCannotXtermCanUnknownIsNil() {
        #expect(CursorAddressing.supported(term: "dumb") == false)
        #expect(CursorAddressing.supported(term: "xterm-256color") == true)
        #expect(CursorAddressing.supported(term: "vt100") == true)
        #expect(CursorAddressing.supported(term: "no-such-terminal-pagetty") == nil)
    }
}
