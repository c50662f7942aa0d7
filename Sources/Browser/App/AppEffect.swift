/// Something a command asks of the terminal layer.
public enum AppEffect: Sendable, Equatable {
    /// Leave the browser.
    case quit
    /// Open this http(s) URL in a web browser.
    case open(String)
    /// Put this URL on the clipboard (OSC 52).
    case copy(String)
}
