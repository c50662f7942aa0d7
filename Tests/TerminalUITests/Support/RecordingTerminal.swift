import Browser
import Images
@testable import TerminalUI

/// A `LoopTerminal` with no terminal: keys queued by the test, frames recorded.
@MainActor
final class RecordingTerminal: LoopTerminal {
    var size = TerminalSize(columns: 80, rows: 24)
    var colorMode = ColorMode.noColor
    private(set) var isSuspended = false
    /// Keys the next reads return, in order.
    var keys: [Key] = []
    /// Every frame drawn, in order.
    private(set) var frames: [Screen] = []
    private(set) var isEnded = false
    private(set) var reassertions = 0

    func nextKey() -> Key? { keys.isEmpty ? nil : keys.removeFirst() }
    func resize() -> TerminalSize { size }
    // The process would stop here; the test sends SIGCONT itself.
    func suspendAndStop() { isSuspended = true }
    func resume() { isSuspended = false }
    func reassertProgramMode() { reassertions += 1 }
    func draw(_ screen: Screen, size: TerminalSize) { frames.append(screen) }
    func end() { isEnded = true }
}
