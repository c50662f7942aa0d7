/// What the user asked for, independent of the key that asked.
public enum KeyCommand: Sendable, Equatable {
    case lineDown, lineUp, pageDown, pageUp, halfPageDown, halfPageUp, top, bottom
    /// Scroll the view by rows (the wheel); the selection follows only to stay on screen.
    case scroll(Int)
    /// Select the row at a screen row.
    case clickRow(y: Int)
    case openDetail, closePane, openWeb, copyURL
    case startFilter, refresh, retry, toggleHelp, quit
    /// Go to the newest items of a followed list (its first row, or its last for a list growing at its tail).
    case newest
    /// Row thumbnails on or off.
    case toggleThumbnails
    /// Show the last status-line messages, whole (any key closes them).
    case showMessages
    /// Show tab `n` (0-based).
    case tab(Int)
    case nextTab, previousTab
    /// Filter editing.
    case filterInsert(Character), filterDelete, filterAccept, filterCancel
    /// The picker: mark or unmark the selected row and move down (Tab) or up (Shift-Tab).
    case markDown, markUp
    /// The picker: choose the marked rows, or the selected one, and end.
    case pick
    /// Open the detail pane's related list `n` (0-based) as a child of the list shown.
    case openRelated(Int)
    /// Back from a child list to its parent, as it was.
    case back
}
