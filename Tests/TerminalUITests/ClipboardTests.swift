import Testing
@testable import TerminalUI

/// `y` with OSC 52: the escape sequence that carries the URL.
@MainActor
@Suite("Clipboard")
struct ClipboardTests {
    @Test func clipboardSequenceIsBase64() {
        #expect(Clipboard.base64(Array("https://github.com/octocat".utf8)) == "aHR0cHM6Ly9naXRodWIuY29tL29jdG9jYXQ=")
        #expect(Clipboard.base64(Array("ab".utf8)) == "YWI=")
        #expect(Clipboard.sequence(for: "x\u{1B}y") == "\u{1B}]52;c;eBt5\u{07}")
    }
}
