import Paging
import TerminalText

/// The bottom line: source, counts, spinner, offline notice, rate budget, last error; or the filter being typed.
enum StatusBar {
    /// The help hint at the right end.
    static let hint = " ? help "

    static func draw(_ screen: Screen, width: Int, y: Int, into canvas: inout some Canvas) {
        // A selected error's message takes the hint's room too.
        let right = width >= 40 && selectedError(screen) == nil ? hint : ""
        let left = TextRun(fitting: text(screen), width: width - right.utf8.count)
        canvas.draw(left, x: 0, y: y, style: .reverse, role: .status)
        if !right.isEmpty { canvas.draw(TextRun(fitting: right, width: right.utf8.count), x: left.width, y: y, style: .reverse, role: .status) }
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
        parts.append(ProgressWords.count(status.loaded, of: status.total))
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
