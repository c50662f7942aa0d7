import TerminalText

/// The key help: the `?` pane's lines, laid out for a width (keys in a column as wide as the
/// longest key text, descriptions beside them, wrapped at word boundaries under their own column),
/// and the bindings the manual page's KEYS section lists, so the two cannot drift apart.
///
/// Pure; any thread.
public enum HelpText {
    /// The bindings, in the pane's order: the keys as typed, and what they do.
    public static let bindings: [(keys: String, meaning: String)] = [
        ("j / ↓, k / ↑", "next, previous row"),
        ("space / PgDn, b / PgUp", "page down, up"),
        ("Ctrl-D, Ctrl-U", "half a page down, up"),
        ("Ctrl-F, Ctrl-B", "page down, up"),
        ("g / Home, G / End", "first, last row"),
        ("N", "newest rows (--follow)"),
        ("Enter", "item detail (Esc closes)"),
        ("1…9 / Backspace", "open a detail's related list; back (h, ←, Esc)"),
        ("o", "open the web page"),
        ("y", "copy the URL (when enabled)"),
        ("/", "filter loaded rows (Esc clears)"),
        ("r, R", "refresh, retry now"),
        ("t", "row thumbnails (100+ columns)"),
        ("m", "the last messages, whole"),
        ("1 2 3, Tab, Shift-Tab", "switch source"),
        ("?", "this help (any key closes)"),
        ("q / Esc", "quit"),
    ]

    /// The commands each binding's keys name, one per `, `-separated group of `bindings` (nil: a
    /// group no `[keys]` action rebinds), so a key the config file adds is shown beside its group.
    static let actions: [String: [KeyCommand?]] = [
        "j / ↓, k / ↑": [.lineDown, .lineUp], "space / PgDn, b / PgUp": [.pageDown, .pageUp],
        "Ctrl-D, Ctrl-U": [.halfPageDown, .halfPageUp], "Ctrl-F, Ctrl-B": [nil, nil], "g / Home, G / End": [.top, .bottom], "N": [.newest],
        "Enter": [.openDetail], "1…9 / Backspace": [nil], "o": [.openWeb], "y": [.copyURL], "/": [.startFilter], "r, R": [.refresh, .retry],
        "t": [.toggleThumbnails], "m": [.showMessages], "1 2 3, Tab, Shift-Tab": [nil, .nextTab, .previousTab], "?": [.toggleHelp],
        "q / Esc": [.quit],
    ]

    /// `bindings` with the keys `overrides` adds, each after the built-in keys of its action
    /// (`r / M-r, R` for `refresh = "M-r"`): the built-in keys still work beside them.
    static func bindings(_ overrides: KeyOverrides) -> [(keys: String, meaning: String)] {
        bindings.map { binding in
            guard let commands = actions[binding.keys] else { return binding }
            let groups = zip(binding.keys.components(separatedBy: ", "), commands).map { group, command in
                ([group] + (command.map(overrides.keys(for:)) ?? [])).joined(separator: " / ")
            }
            return (groups.joined(separator: ", "), binding.meaning)
        }
    }

    /// The picker's (`--pick`) bindings, listed first in pick mode.
    public static let pickBindings: [(keys: String, meaning: String)] = [
        ("Enter", "print the marked rows (or this one) and exit"),
        ("Tab, Shift-Tab", "mark or unmark, then next, previous row"),
        ("l", "item detail, whose 1…9 open related lists (marks stay with their list)"),
        ("/ then Enter", "filter, keep it; Enter again picks"),
        ("q / Esc, Ctrl-C", "exit printing nothing (status 1, 130)"),
    ]

    /// The note under the bindings.
    public static let mouse = "Mouse: the wheel scrolls, a click selects."
    /// Columns before the keys, and between the keys and their description.
    static let indent = 2, gap = 2
    /// Narrower descriptions than this go under their keys instead of beside them.
    static let narrowest = 16

    /// The lines at `width` display columns, none wider; in pick mode the picker's keys come first
    /// and the browser's bindings that pick mode replaces (Enter, Tab, quit) are left out. Keys
    /// `[keys]` added are shown beside the built-in ones.
    static func lines(width: Int, picking: Bool = false, keys: KeyOverrides = KeyOverrides()) -> [(String, Style)] {
        let replaced: Set<String> = ["Enter", "1 2 3, Tab, Shift-Tab", "q / Esc"]
        let browser = zip(bindings, bindings(keys)).filter { !picking || !replaced.contains($0.0.keys) }.map(\.1)
        let shown = picking ? pickBindings + browser : browser
        let keyWidth = shown.map { DisplayWidth.of($0.keys) }.max() ?? 0
        var lines: [(String, Style)] = []
        if picking {
            lines += [("Picking (--pick)", .bold), ("", [])]
            lines += pickBindings.flatMap { layOut($0, keyWidth: keyWidth, width: width) }
            lines.append(("", []))
        }
        lines += [("Keys", .bold), ("", [])]
        lines += browser.flatMap { layOut($0, keyWidth: keyWidth, width: width) }
        lines.append(("", []))
        lines += wrap(mouse, width: max(1, width)).map { ($0, .dim) }
        return lines
    }

    /// One binding's lines: keys and description side by side, or stacked when too narrow.
    private static func layOut(_ binding: (keys: String, meaning: String), keyWidth: Int,
                               width: Int) -> [(String, Style)] {
        let column = indent + keyWidth + gap
        let (keys, action) = binding
        guard width - column >= narrowest else {
            // Too narrow for two columns: the keys, then the description indented below.
            return wrap(keys, width: max(1, width)).map { ($0, []) }
                + wrap(action, width: max(1, width - indent)).map { (spaces(indent) + $0, []) }
        }
        let wrapped = wrap(action, width: width - column)
        let pad = column - indent - DisplayWidth.of(keys)
        return [(spaces(indent) + keys + spaces(pad) + wrapped[0], [])]
            + wrapped.dropFirst().map { (spaces(column) + $0, []) }
    }

    /// `text` in lines of at most `width` columns, broken at spaces (a longer word is cut by the run).
    static func wrap(_ text: String, width: Int) -> [String] {
        var lines: [String] = []
        var line = ""
        for word in text.split(separator: " ") {
            let candidate = line.isEmpty ? String(word) : line + " " + word
            if DisplayWidth.of(candidate) <= width || line.isEmpty {
                line = candidate
            } else {
                lines.append(line)
                line = String(word)
            }
        }
        return lines + [line]
    }

    private static func spaces(_ count: Int) -> String { String(repeating: " ", count: max(0, count)) }
}
