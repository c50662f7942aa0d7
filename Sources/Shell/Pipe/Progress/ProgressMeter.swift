/// Pipe mode's progress line on a terminal's stderr: redrawn in place at most a few times a
/// second, erased at the end. Pure: it returns the bytes to write; time comes from the caller.
///
/// A value; owned by one caller (pipe mode's, on the main actor).
public struct ProgressMeter: Sendable {
    /// The least time between two redraws: a dump of thousands of rows a second redraws four times.
    public static let interval = Duration.milliseconds(250)
    /// Back to the line's start, and clear to its end.
    static let clear = "\r\u{1B}[K"

    /// When this run began, on the caller's clock.
    let start: Duration
    /// When the line was last drawn; nil before the first time.
    var drawnAt: Duration?
    /// The text on screen now, if any.
    public private(set) var shown: String?

    /// A meter for a run that began at `start`.
    public init(start: Duration) { self.start = start }

    /// The bytes that redraw the line for `progress` at `now`, or nil when the last redraw is too
    /// recent or the line would not change. `force` (a wait that begins) draws whatever the time.
    public mutating func update(_ progress: PipeProgress, now: Duration, force: Bool = false) -> String? {
        if let drawnAt, now - drawnAt < Self.interval, !force { return nil }
        let text = progress.text(elapsed: now - start)
        guard text != shown else { return nil }
        drawnAt = now
        shown = text
        return Self.clear + text
    }

    /// The bytes that erase the line (before another stderr line, or at the end); nil when none is shown.
    public mutating func erase() -> String? {
        guard shown != nil else { return nil }
        shown = nil
        drawnAt = nil
        return Self.clear
    }
}
