import Paging
import TerminalText

/// The bottom line: source, counts, spinner, offline notice, rate budget, last error; or the filter being typed.
enum StatusBar {
    /// The help hint at the right end.
    static let hint = " ? help "

    /// Draws the status line at row `y`; a message too long for it goes whole onto lines just above
    /// it (over at most `room` rows of the list, until the next key), so it is never cut.
    static func draw(_ screen: Screen, width: Int, y: Int, room: Int = 0, into canvas: inout some Canvas) {
        // A selected error's message takes the hint's room too.
        let right = width >= 40 && selectedError(screen) == nil ? hint : ""
        var screen = screen
        if let message = screen.message, room > 0, DisplayWidth.of(text(screen)) > width - right.utf8.count {
            var lines = wrap(Sanitizer.clean(message), width: width, indent: 0)
            if lines.count > room {
                lines = Array(lines.prefix(room))
                let cut = TextRun(fitting: lines[room - 1], width: width - moreHint.count).string
                lines[room - 1] = String(cut.reversed().drop { $0 == " " }.reversed()) + moreHint
            }
            for (offset, line) in lines.enumerated() {
                canvas.draw(TextRun(fitting: line, width: width), x: 0, y: y - lines.count + offset, style: .reverse,
                            role: .status)
            }
            screen.message = nil
        }
        let left = TextRun(fitting: text(screen), width: width - right.utf8.count)
        canvas.draw(left, x: 0, y: y, style: .reverse, role: .status)
        if !right.isEmpty { canvas.draw(TextRun(fitting: right, width: right.utf8.count), x: left.width, y: y, style: .reverse, role: .status) }
    }

    /// The end of a message cut for want of rows: the log has all of it.
    static let moreHint = " … (m: all)"

    /// `text` in lines of at most `width` columns broken at spaces, the lines after the first
    /// indented by `indent` (a word wider than a line is cut by the run that draws it).
    static func wrap(_ text: String, width: Int, indent: Int) -> [String] {
        let first = HelpText.wrap(text, width: max(1, width))
        guard indent > 0, first.count > 1 else { return first }
        let pad = String(repeating: " ", count: indent)
        let rest = HelpText.wrap(first.dropFirst().joined(separator: " "), width: max(1, width - indent))
        return [first[0]] + rest.map { pad + $0 }
    }

    /// The left part, all untrusted parts included (the run sanitises them).
    static func text(_ screen: Screen) -> String {
        if let filter = screen.filter, filter.editing {
            return "/\(filter.query)▏ \(filter.matches) match\(filter.matches == 1 ? "" : "es")"
        }
        let status = screen.status
        let spin = status.inFlight ? Renderer.spinner(screen.spinnerTick) : " "
        var parts = ["\(spin) \(status.source)"]
        // A selected error row's whole message comes first: its row has room only for the reason.
        let selectedError = selectedError(screen)
        if let selectedError { parts.insert("✗ \(selectedError.message)", at: 0) }
        parts.append(position(screen))
        if let offline = status.offline { parts.append(offline) }
        if let rate = rate(status) { parts.append(rate) }
        if let filter = screen.filter { parts.append("filter “\(filter.query)” \(filter.matches)") }
        if screen.markCount > 0 { parts.append("\(screen.markCount) marked") }
        if let error = status.lastError, selectedError == nil { parts.append("✗ \(error)") }
        if screen.newAbove > 0 { parts.append("↑ \(screen.newAbove) new") }
        if let following = status.following { parts.append(following) }
        if let notice = status.notice { parts.append(notice) }
        if let message = screen.message { parts.append(message) }
        return parts.joined(separator: "  ")
    }

    /// Where the selection is: `51/95`, the selected row of the total (or of the rows loaded when
    /// there is no total); with no selection, the rows loaded (of the total).
    static func position(_ screen: Screen) -> String {
        let status = screen.status
        let whole = status.total ?? status.loaded
        guard let selected = screen.selectedListIndex ?? screen.selectedRow, whole > 0 else {
            return status.total.map { "\(status.loaded)/\($0)" } ?? "\(status.loaded)"
        }
        // A loading or end row past the last item is no place of its own.
        return "\(min(selected + 1, whole))/\(whole)"
    }

    /// The error of the selected row, when it is an error row on screen.
    static func selectedError(_ screen: Screen) -> RowError? {
        guard let selected = screen.selectedRow, screen.pane == nil else { return nil }
        let offset = selected - screen.firstRow
        guard offset >= 0, offset < screen.rows.count, case .error(let error) = screen.rows[offset] else { return nil }
        return error
    }

    /// "rate 12/60", with the reset countdown when the budget is low or spent.
    static func rate(_ status: ListStatus) -> String? {
        if status.rateLimited {
            return ProgressWords.rateLimited(resumesIn: status.rateResetIn ?? 0)
        }
        guard let remaining = status.rateRemaining else { return nil }
        var text = "rate \(remaining)"
        if let limit = status.rateLimit {
            text += "/\(limit)"
            if remaining * 10 <= limit, let reset = status.rateResetIn { text += " reset \(duration(reset))" }
        }
        return text
    }

    /// 42s, 3m05s, 1h02m (the words pipe mode's progress line uses too).
    static func duration(_ seconds: Int) -> String { ProgressWords.duration(seconds) }
}
