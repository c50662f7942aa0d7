import Foundation
import Shell

/// Pipe mode's progress line on stderr, when stderr is a terminal and `--quiet` was not given:
/// drawn in place from the runner's progress, moved out of the way of every other stderr line,
/// erased at the end. Nothing of it goes to stdout.
///
/// Threading: main actor (the runner's progress and lines come from there).
@MainActor
final class ProgressDisplay {
    private var meter: ProgressMeter
    private let clock = ContinuousClock()
    private let started: ContinuousClock.Instant

    /// A display, or nil when there is none to show (stderr no terminal, or `quiet`).
    static func make(quiet: Bool) -> ProgressDisplay? {
        quiet || isatty(2) != 1 ? nil : ProgressDisplay()
    }

    private init() {
        started = clock.now
        meter = ProgressMeter(start: .zero)
    }

    /// The runner's progress; nil at the end, which erases the line.
    func update(_ progress: PipeProgress?) {
        guard let progress else { return erase() }
        // A wait that begins is drawn at once: its countdown is what the user is waiting on.
        if let bytes = meter.update(progress, now: clock.now - started, force: progress.rateLimitedFor != nil && meter.shown?.contains("rate limited") != true) {
            put(bytes)
        }
    }

    /// A line for stderr: the progress line gives way first, and comes back at the next update.
    func say(_ line: String) {
        erase()
        StandardStreams.err(line)
    }

    private func erase() { if let bytes = meter.erase() { put(bytes) } }

    private func put(_ text: String) { _ = PipeSignals.during { StandardStreams.write(Array(text.utf8), to: 2) } }
}
