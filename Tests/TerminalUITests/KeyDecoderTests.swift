import CNcursesw
import Browser
import Testing
@testable import TerminalUI

/// ncurses key codes to the browser's keys.
@MainActor
@Suite("Key decoding")
struct KeyDecoderTests {
    @Test func keysDecodeLikeLessAndVim() {
        #expect(KeyDecoder.key(code: UInt32(UInt8(ascii: "j")), isFunctionKey: false) == .character("j"))
        #expect(KeyDecoder.key(code: 0x0D, isFunctionKey: false) == .enter)
        #expect(KeyDecoder.key(code: 0x1B, isFunctionKey: false) == .escape)
        #expect(KeyDecoder.key(code: 0x04, isFunctionKey: false) == .control("d"))
        #expect(KeyDecoder.key(code: 0x15, isFunctionKey: false) == .control("u"))
        #expect(KeyDecoder.key(code: 0x09, isFunctionKey: false) == .tab)
        #expect(KeyDecoder.key(code: 0x7F, isFunctionKey: false) == .backspace)
        #expect(KeyDecoder.key(code: 0x65E5, isFunctionKey: false) == .character("日"))
        #expect(KeyDecoder.key(code: UInt32(KEY_DOWN), isFunctionKey: true) == .down)
        #expect(KeyDecoder.key(code: UInt32(KEY_NPAGE), isFunctionKey: true) == .pageDown)
        #expect(KeyDecoder.key(code: UInt32(KEY_BTAB), isFunctionKey: true) == .backTab)
        #expect(KeyDecoder.key(code: UInt32(KEY_RESIZE), isFunctionKey: true) == .other)
    }

    /// Esc with a character waiting is Alt+character; a lone Esc, or Esc Esc, is still Esc.
    @Test func escapeThenAKeyIsAltAndALoneEscapeIsEscape() {
        #expect(KeyDecoder.combine(.escape, next: .character("j")) == (.alt("j"), nil))
        #expect(KeyDecoder.combine(.escape, next: nil) == (.escape, nil))
        #expect(KeyDecoder.combine(.escape, next: .escape) == (.escape, .escape))
        #expect(KeyDecoder.combine(.escape, next: .enter) == (.other, nil))
        #expect(KeyDecoder.combine(.character("q"), next: .character("j")) == (.character("q"), .character("j")))
    }

    /// What the terminal sends for Alt+r (Esc then r) decodes to the key `[keys]` names `M-r`
    /// or `alt+r`: a binding written in either notation is the key the user presses.
    @Test func altAsReadIsAltAsConfigured() {
        for (name, sent) in [("M-r", "r"), ("alt+r", "r"), ("M-R", "R"), ("Alt+/", "/")] {
            let read = KeyDecoder.combine(.escape, next: KeyDecoder.key(code: sent.unicodeScalars.first!.value,
                                                                         isFunctionKey: false))
            #expect(read.key == KeyOverrides.key(named: name), "\(name)")
            #expect(read.rest == nil)
        }
    }
}
