import TerminalText

/// The `m` pane: the last status-line messages, oldest first, each wrapped whole at the width
/// (its further lines indented), the newest kept on screen when they are more than the pane holds.
///
/// Pure; any thread.
enum MessageLog {
    /// The pane's title.
    static let title = "Messages, oldest first (any key closes)"

    /// The lines for `log` at `width` × `height`.
    static func lines(_ log: [String], width: Int, height: Int) -> [(String, Style)] {
        let body: [(String, Style)] = log.isEmpty ? [("no messages yet", .dim)]
            : log.flatMap { StatusBar.wrap(Sanitizer.clean($0), width: width, indent: 2).map { ($0, []) } }
        let head: [(String, Style)] = [(title, .bold), ("", [])]
        guard head.count + body.count > height else { return head + body }
        // The newest at the bottom, as a terminal keeps them; the oldest go first.
        return Array(body.suffix(max(0, height)))
    }
}
