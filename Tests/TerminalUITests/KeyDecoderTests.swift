import CNcursesw
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
}
