import Browser
import CNcursesw

/// Turns what `wget_wch` returns into `Key`s. Main actor only (reads ncurses' mouse queue).
@MainActor
enum KeyDecoder {
    /// The key for a `wget_wch` result: `isFunctionKey` when it returned KEY_CODE_YES.
    static func key(code: UInt32, isFunctionKey: Bool) -> Key {
        isFunctionKey ? functionKey(Int32(bitPattern: code)) : character(code)
    }

    /// Esc with a key read right after it: terminals send Alt+j as Esc then j, so Esc and a
    /// character already waiting are one Alt key; Esc and anything else is a key nobody binds.
    /// A lone Esc stays Esc; `rest` is a key read ahead that belongs to the next press.
    static func combine(_ key: Key, next: Key?) -> (key: Key, rest: Key?) {
        guard key == .escape, let next, next != .escape else { return (key, next) }
        if case .character(let c) = next { return (.alt(c), nil) }
        return (.other, nil)
    }

    /// A plain character: controls mapped to the keys they are.
    static func character(_ code: UInt32) -> Key {
        switch code {
        case 0x0D, 0x0A: return .enter
        case 0x1B: return .escape
        case 0x09: return .tab
        case 0x7F, 0x08: return .backspace
        case 0x01...0x1A: return .control(Character(Unicode.Scalar(code + 0x60)!))
        default:
            guard code >= 0x20, let scalar = Unicode.Scalar(code) else { return .other }
            return .character(Character(scalar))
        }
    }

    private static func functionKey(_ code: Int32) -> Key {
        switch code {
        case KEY_DOWN: return .down
        case KEY_UP: return .up
        case KEY_LEFT: return .left
        case KEY_NPAGE: return .pageDown
        case KEY_PPAGE: return .pageUp
        case KEY_HOME: return .home
        case KEY_END: return .end
        case KEY_ENTER: return .enter
        case KEY_BTAB: return .backTab
        case KEY_BACKSPACE: return .backspace
        case KEY_MOUSE: return mouse()
        default: return .other
        }
    }

    private static func mouse() -> Key {
        var y: Int32 = 0
        switch pt_read_mouse(&y) {
        case 1: return .wheel(-3)
        case 2: return .wheel(3)
        case 3: return .click(y: Int(y))
        default: return .other
        }
    }
}
