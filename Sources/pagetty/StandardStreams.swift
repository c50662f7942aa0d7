import Foundation
import Shell

/// Unbuffered writes to stdout and stderr with write(2), so each page reaches the reader at once.
///
/// Stateless; any thread. SIGPIPE is ignored at start, so a closed pipe is a false return here,
/// not a kill or a Foundation exception.
enum StandardStreams {
    /// Writes all of `bytes` to stdout; false when the reader has gone (or a signal is ending the
    /// process: `PipeSignals` lets a write under way finish, never starts another).
    static func out(_ bytes: [UInt8]) -> Bool { PipeSignals.during { write(bytes, to: 1) } ?? false }

    /// `out` off the main thread: a reader that stops reading (`| less`, paused) blocks the write,
    /// and on the main thread that would stop every transfer in flight (`MainLoop`) until their
    /// time limits failed them.
    @concurrent
    static func outOffMain(_ bytes: [UInt8]) async -> Bool { out(bytes) }

    /// `outOffMain` that commits `checkpoints`' staged position once the bytes are out, inside
    /// the same signal gate: a signal ending the process after this write finds it saved.
    static func writer(committing checkpoints: CheckpointWriter?) -> @Sendable ([UInt8]) async -> Bool {
        guard let checkpoints else { return outOffMain }
        return { bytes in await out(bytes, committing: checkpoints) }
    }

    /// `out`, then `checkpoints.commit()` once every byte is out, off the main thread.
    @concurrent
    static func out(_ bytes: [UInt8], committing checkpoints: CheckpointWriter) async -> Bool {
        PipeSignals.during {
            guard write(bytes, to: 1) else { return false }
            checkpoints.commit()
            return true
        } ?? false
    }

    /// Writes one line to stderr in the one style (`StderrLine`: `pagetty: ` first, errors and
    /// notices alike); server text in it is escaped, never interpreted by the terminal.
    static func err(_ line: String) { raw(SafeText.line(StderrLine.styled(line))) }

    /// Writes `text` and a line break to stderr as it is: only the parser's usage block, which
    /// is pagetty's own text of several lines.
    static func raw(_ text: String) { _ = PipeSignals.during { write(Array((text + "\n").utf8), to: 2) } }

    static func write(_ bytes: [UInt8], to fd: Int32) -> Bool {
        var done = 0
        return bytes.withUnsafeBytes { buffer in
            while done < buffer.count {
                let n = Foundation.write(fd, buffer.baseAddress! + done, buffer.count - done)
                if n < 0, errno == EINTR { continue }
                if n <= 0 { return false }
                done += n
            }
            return true
        }
    }
}
