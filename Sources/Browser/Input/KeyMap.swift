/// less/vim-style bindings: which command a key means in each mode.
public enum KeyMap {
    /// What the keys act on.
    public enum Mode: Sendable, Equatable {
        case list, filterEditing, detail, help
    }

    /// The command for `key` in `mode`, if any.
    public static func command(for key: Key, in mode: Mode) -> KeyCommand? {
        switch mode {
        case .filterEditing: return filterCommand(key)
        case .help: return .closePane
        case .detail: return detailCommand(key)
        case .list: return listCommand(key)
        }
    }

    private static func listCommand(_ key: Key) -> KeyCommand? {
        switch key {
        case .character("j"), .down: return .lineDown
        case .character("k"), .up: return .lineUp
        case .character(" "), .character("f"), .pageDown, .control("f"): return .pageDown
        case .character("b"), .pageUp, .control("b"): return .pageUp
        case .control("d"): return .halfPageDown
        case .control("u"): return .halfPageUp
        case .character("g"), .home: return .top
        case .character("G"), .end: return .bottom
        case .character("N"): return .newest
        case .enter: return .openDetail
        case .character("o"): return .openWeb
        case .character("y"): return .copyURL
        case .character("/"): return .startFilter
        case .character("r"): return .refresh
        case .character("R"): return .retry
        case .character("?"): return .toggleHelp
        case .character("t"): return .toggleThumbnails
        case .character("m"): return .showMessages
        case .backspace, .character("h"), .left: return .back
        case .character("q"), .escape: return .quit
        case .character("1"): return .tab(0)
        case .character("2"): return .tab(1)
        case .character("3"): return .tab(2)
        case .tab: return .nextTab
        case .backTab: return .previousTab
        case .wheel(let rows): return .scroll(rows)
        case .click(let y): return .clickRow(y: y)
        default: return nil
        }
    }

    /// The keys that scroll a help pane taller than the screen; any other key still closes it.
    public static func helpScrollCommand(for key: Key) -> KeyCommand? {
        switch key {
        case .character("j"), .down: return .lineDown
        case .character("k"), .up: return .lineUp
        case .character(" "), .character("f"), .pageDown: return .pageDown
        case .character("b"), .pageUp: return .pageUp
        default: return nil
        }
    }

    /// The picker's keys in the list, ahead of the list's own: Enter picks (the detail pane, and
    /// with it the related lists' digits, is on `l`, as `h` goes back), Tab and Shift-Tab mark as in fzf.
    public static func pickCommand(for key: Key) -> KeyCommand? {
        switch key {
        case .enter: return .pick
        case .character("l"): return .openDetail
        case .tab: return .markDown
        case .backTab: return .markUp
        default: return nil
        }
    }

    private static func detailCommand(_ key: Key) -> KeyCommand? {
        switch key {
        case .escape, .character("q"), .enter, .character("h"): return .closePane
        case .character("j"), .down: return .lineDown
        case .character("k"), .up: return .lineUp
        case .character(" "), .pageDown: return .pageDown
        case .character("b"), .pageUp: return .pageUp
        case .character("g"), .home: return .top
        case .wheel(let rows): return .scroll(rows)
        case .character("o"): return .openWeb
        case .character("y"): return .copyURL
        case .character("R"): return .retry
        case .character(let digit) where ("1"..."9").contains(digit): return digit.wholeNumberValue.map { .openRelated($0 - 1) }
        default: return nil
        }
    }

    private static func filterCommand(_ key: Key) -> KeyCommand? {
        switch key {
        case .character(let c): return .filterInsert(c)
        case .backspace, .control("h"): return .filterDelete
        case .enter: return .filterAccept
        case .escape, .control("c"): return .filterCancel
        default: return nil
        }
    }
}
