import Foundation
import TestSupport

/// The built `pagetty` with its stdout on a pipe read line by line as it comes, for `--follow`,
/// which runs until a limit, a signal or a closed pipe ends it.
///
/// Threading: lines are read on a dispatch queue by blocking read(2); the test awaits them.
final class FollowedProcess: @unchecked Sendable {
    let process = Process()
    private let output = Pipe()
    private var buffer: [UInt8] = []

    /// Starts `arguments` in `home`'s clean environment, its stderr into the file `errors` when given.
    init(_ home: PagettyProcess, _ arguments: [String], _ variables: [String: String] = [:], errors: String? = nil) throws {
        process.executableURL = URL(fileURLWithPath: PagettyProcess.binary)
        process.arguments = arguments
        process.environment = home.environment.merging(variables) { $1 }
        process.standardOutput = output
        if let errors { _ = FileManager.default.createFile(atPath: errors, contents: nil) }
        process.standardError = errors.flatMap { FileHandle(forWritingAtPath: $0) } ?? FileHandle.nullDevice
        process.standardInput = FileHandle.nullDevice
        try process.run()
    }

    /// The next line of stdout, nil at its end or after `seconds`.
    func line(within seconds: Double = 20) async -> String? {
        let fd = output.fileHandleForReading.fileDescriptor
        return await withCheckedContinuation { continuation in
            DispatchQueue.global().async { [self] in
                let deadline = Date().addingTimeInterval(seconds)
                while true {
                    if let newline = buffer.firstIndex(of: 10) {
                        let line = String(decoding: buffer[..<newline], as: UTF8.self)
                        buffer.removeFirst(newline + 1)
                        return continuation.resume(returning: line)
                    }
                    var watched = pollfd(fd: fd, events: Int16(POLLIN), revents: 0)
                    let left = Int32(max(0, deadline.timeIntervalSinceNow) * 1000)
                    guard left > 0, poll(&watched, 1, left) > 0 else { return continuation.resume(returning: nil) }
                    var chunk = [UInt8](repeating: 0, count: 4096)
                    let n = read(fd, &chunk, chunk.count)
                    guard n > 0 else { return continuation.resume(returning: nil) }
                    buffer += chunk[..<n]
                }
            }
        }
    }

    /// How many bytes wait unread in the stdout pipe (65,536 when it is full).
    func unread() -> Int {
        var count: Int32 = 0
        _ = ioctl(output.fileHandleForReading.fileDescriptor, UInt(FIONREAD), &count)
        return Int(count)
    }

    /// Waits until the stdout pipe is full (the process blocked in a write), sends `signal`, and
    /// returns everything it wrote, once it has ended; nil when the pipe never filled or the
    /// process did not end.
    func signalWhenThePipeIsFull(_ signal: Int32, within seconds: Double = 20) async -> [UInt8]? {
        let deadline = Date().addingTimeInterval(seconds)
        while unread() < 65_536, Date() < deadline { try? await Task.sleep(for: .milliseconds(20)) }
        guard unread() >= 65_536 else { return nil }
        kill(process.processIdentifier, signal)
        let output = await rest()
        return await exited() ? output : nil
    }

    /// Everything left on stdout, read until its end (the process gone) or `seconds`.
    func rest(within seconds: Double = 20) async -> [UInt8] {
        var lines: [UInt8] = []
        while let line = await line(within: seconds) { lines += Array(line.utf8) + [10] }
        // What followed the last newline, if anything: a half line.
        return lines + buffer
    }

    /// Closes our end of stdout, as `| head` does when it has enough.
    func closeOutput() { try? output.fileHandleForReading.close() }

    /// Waits up to `seconds` for the process to end; whether it did.
    func exited(within seconds: Double = 10) async -> Bool {
        let deadline = Date().addingTimeInterval(seconds)
        while process.isRunning, Date() < deadline { try? await Task.sleep(for: .milliseconds(50)) }
        return !process.isRunning
    }

    /// Ends it if a test left it running.
    func stop() { if process.isRunning { process.terminate() } }
}
