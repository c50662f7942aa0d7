/// The message log: every status-line message and list notice, kept so that `m` shows them whole
/// after the status line has moved on or cut them (issue 42, point 6).
extension App {
    /// Messages the log keeps; older ones are dropped.
    public nonisolated static let messageLogLimit = 50

    /// Adds `text` to the log, unless it is the last entry already (a key pressed twice says it once).
    func log(_ text: String) {
        guard messageLog.last != text else { return }
        messageLog.append(text)
        if messageLog.count > Self.messageLogLimit { messageLog.removeFirst(messageLog.count - Self.messageLogLimit) }
    }

    /// Logs tab `index`'s list notice ("the list moved: …") when it is new.
    func logNotice(ofTab index: Int) {
        let notice = tabs[index].model.status.notice
        guard notice != states[index].loggedNotice else { return }
        states[index].loggedNotice = notice
        if let notice { log(notice) }
    }
}
