import TerminalText

/// The help pane at a size: all of `HelpText`'s lines when they fit, else a window of them over a
/// last line that says where it is and how to move (any other key closes the pane).
///
/// A plain value; any thread.
struct HelpPage {
    /// The screen's columns, and the rows of the list area the pane fills.
    let width: Int, height: Int
    /// The help's lines at this width.
    let lines: [(String, Style)]

    /// The page at `width` × `height`, with the picker's keys when `picking` and the keys `[keys]` added.
    init(width: Int, height: Int, picking: Bool, keys: KeyOverrides = KeyOverrides()) {
        self.width = width
        self.height = height
        lines = HelpText.lines(width: width, picking: picking, keys: keys)
    }

    /// Whether the lines are more than the pane holds.
    var overflows: Bool { lines.count > height }

    /// The farthest the pane scrolls: the last line just above the position line.
    var maxScroll: Int { overflows ? max(0, lines.count - (height - 1)) : 0 }

    /// The `height` lines to draw, scrolled down by `scroll` (clamped).
    func visible(scroll: Int) -> [(String, Style)] {
        guard overflows else { return lines }
        guard height > 1 else { return [position(first: 0, last: 0)] }
        let first = min(max(0, scroll), maxScroll)
        let last = min(lines.count, first + height - 1)
        return Array(lines[first..<last]) + [position(first: first, last: last)]
    }

    private func position(first: Int, last: Int) -> (String, Style) {
        let arrows = (first > 0 ? "↑" : "") + (last < lines.count ? "↓" : "")
        return ("\(arrows) \(first + 1)–\(last) of \(lines.count)  j/k, space/b scroll", .dim)
    }
}
