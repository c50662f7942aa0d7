/// Status-line notices from outside the key path: the config's warnings when the screen opens,
/// and how launching a web browser went.
extension App {
    /// The status line while a web browser starts (`o`).
    public nonisolated static let openingNotice = "opening…"

    /// Shows `lines` (joined) on the status line until the next key; nothing for none.
    public func notify(_ lines: [String]) {
        guard !lines.isEmpty else { return }
        message = lines.joined(separator: "; ")
        onNeedsDisplay?()
    }

    /// Closes the browser from outside the key path (a list that cannot open, `pagetty url` with a
    /// wrong option found by detection): the terminal layer ends at its next frame.
    public func end() {
        endRequested = true
        onNeedsDisplay?()
    }

    /// Replaces `text` on the status line with `replacement` if it still shows `text` (a launch
    /// that ended replaces its `opening…`; a key pressed since has cleared it anyway).
    public func replaceNotice(_ text: String, with replacement: String?) {
        guard message == text else { return }
        message = replacement
        onNeedsDisplay?()
    }
}
