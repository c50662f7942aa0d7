/// Turns "open this item's web page" and "copy its URL" into terminal effects, with the
/// one-line message the status bar shows either way.
///
/// A value; any thread.
struct URLEffects {
    /// Whether copying (OSC 52) is allowed.
    var clipboard: Bool

    /// The effect for `url` (nil when refused) and the message to show.
    func effect(_ kind: Kind, _ url: String) -> (effect: AppEffect?, message: String) {
        guard kind == .open || clipboard else {
            return (nil, "copying is off: y needs --osc52 or osc52 = true in the config")
        }
        guard WebURL.isSafe(url) else { return (nil, "not an http(s) URL") }
        return kind == .open ? (.open(url), App.openingNotice) : (.copy(url), "copied")
    }

    /// What to do with a URL.
    enum Kind { case open, copy }
}
