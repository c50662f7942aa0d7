import Foundation
import Testing

extension EndToEndTests {
    /// TERM=dumb (Emacs' shell buffer, some CI logs) cannot move the cursor: one clear line and
    /// exit status 3 (no terminal to draw on), not a garbled screen; the terminal is untouched.
    @Test func aDumbTerminalGetsOneLineAndStatusThree() async throws {
        let session = try Pagetty.demo(width: 200, height: 10, environment: ["TERM": "dumb"])
        let exit = try await session.waitForExit()
        #expect(exit.status == 3)
        #expect(exit.sttyRestored, "stty -g changed")
        let lines = try session.capture().filter { !$0.trimmingCharacters(in: .whitespaces).isEmpty }
        #expect(lines == ["pagetty: TERM=dumb cannot move the cursor, which the browser needs; use a full-screen "
                          + "terminal, or --print for plain lines"])
    }

    /// An unknown TERM is the same case for a script: no terminal to draw on, status 3, one line.
    @Test func anUnknownTermGetsOneLineAndStatusThree() async throws {
        let session = try Pagetty.demo(width: 200, height: 10, environment: ["TERM": "no-such-terminal-pagetty"])
        let exit = try await session.waitForExit()
        #expect(exit.status == 3)
        let lines = try session.capture().filter { !$0.trimmingCharacters(in: .whitespaces).isEmpty }
        #expect(lines == ["pagetty: cannot set up the terminal TERM=no-such-terminal-pagetty (no terminfo entry for "
                          + "it here? TERM=xterm-256color is common)"])
    }
}
