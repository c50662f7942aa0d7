import Foundation
import TestSupport
import Synchronization

/// A command running in a detached tmux session of its own server, driven like a user would.
///
/// fzf style: keys go in with `send-keys`, the screen comes back with `capture-pane`, and
/// waits poll the screen until a deadline, never a fixed sleep.
final class TmuxSession {
    /// Why a session step failed.
    struct Failure: Error, CustomStringConvertible {
        var description: String
    }

    private static let tmux = "/usr/bin/tmux"
    private static let counter = Mutex(0)

    let socket: String
    let name = "e2e"
    /// Files the wrapper script leaves: `status`, `stty-before`, `stty-after`.
    let directory: URL

    /// Starts `command` at `width`×`height`; the wrapper records the terminal settings before
    /// and after, and the exit status, then keeps the pane open.
    init(command: String, width: Int = 200, height: Int = 50, environment: [String: String] = [:]) throws {
        let number = Self.counter.withLock { count in
            count += 1
            return count
        }
        directory = FileManager.default.temporaryDirectory.appendingPathComponent("pagetty-e2e-\(getpid())-\(number)")
        try FileManager.default.createDirectory(at: directory, withIntermediateDirectories: true)
        socket = directory.appendingPathComponent("tmux.sock").path
        let exports = environment.map { "export \($0.key)=\(Self.quote($0.value)); " }.joined()
        let dir = Self.quote(directory.path)
        // `trap : INT` keeps the wrapper alive through Ctrl-C (the program gets the default again).
        let script = "\(exports)trap : INT; stty -g > \(dir)/stty-before; \(command); echo $? > \(dir)/status.tmp; "
            + "stty -g > \(dir)/stty-after; mv \(dir)/status.tmp \(dir)/status; exec cat > /dev/null"
        try run(["-f", "/dev/null", "new-session", "-d", "-x", "\(width)", "-y", "\(height)", "-s", name,
                 "env TERM=xterm-256color LANG=C.UTF-8 sh -c \(Self.quote(script))"])
    }

    deinit {
        _ = try? run(["kill-server"])
        try? FileManager.default.removeItem(at: directory)
    }

    /// Sends tmux key names ("j", "Enter", "C-c", "NPage").
    func send(_ keys: String...) throws {
        try run(["send-keys", "-t", name] + keys)
    }

    /// Sends text literally.
    func type(_ text: String) throws {
        try run(["send-keys", "-t", name, "-l", text])
    }

    /// The visible screen, one string per row.
    func capture() throws -> [String] {
        try run(["capture-pane", "-p", "-t", name]).components(separatedBy: "\n")
    }

    /// The visible screen with its colours and attributes as SGR escapes (`capture-pane -e`).
    func captureWithEscapes() throws -> [String] {
        try run(["capture-pane", "-e", "-p", "-t", name]).components(separatedBy: "\n")
    }

    /// Resizes the window (and so the pane).
    func resize(width: Int, height: Int) throws {
        try run(["resize-window", "-t", name, "-x", "\(width)", "-y", "\(height)"])
    }

    /// The pid of the program the wrapper shell runs, once it is running.
    func programPID(timeout: Duration = .seconds(15)) async throws -> Int32 {
        let shell = try run(["list-panes", "-t", name, "-F", "#{pane_pid}"]).trimmingCharacters(in: .whitespacesAndNewlines)
        return try await poll("a child of the pane's shell", timeout: timeout) {
            let children = try? String(contentsOfFile: "/proc/\(shell)/task/\(shell)/children", encoding: .utf8)
            return children?.split(separator: " ").first.flatMap { Int32($0) }
        }
    }

    /// The screen once `predicate` holds on two captures in a row (a frame may reach the
    /// terminal in several writes: a capture between them is not a screen the user sees).
    /// The default deadlines (15 s) only turn a hang into a failure; a test that measures time
    /// passes its own (the first rows within 1 s). At 5 s, a loaded two-core machine failed them.
    @discardableResult
    func waitUntil(_ what: String, timeout: Duration = .seconds(15), _ predicate: ([String]) -> Bool) async throws -> [String] {
        var last: [String] = []
        var previous: [String]?
        do {
            return try await poll(what, timeout: timeout) {
                last = (try? self.capture()) ?? []
                defer { previous = last }
                return last == previous && predicate(last) ? last : nil
            }
        } catch {
            throw Failure(description: "timed out waiting for \(what); screen:\n" + last.joined(separator: "\n"))
        }
    }

    /// Whether the pane shows the alternate screen (tmux's own record of `\e[?1049h`/`l`).
    func alternateScreenOn() throws -> Bool {
        try run(["display-message", "-p", "-t", name, "#{alternate_on}"]).trimmingCharacters(in: .whitespacesAndNewlines) == "1"
    }

    /// The exit status and whether `stty -g` was the same before and after, once the program ended.
    func waitForExit(timeout: Duration = .seconds(15)) async throws -> (status: Int32, sttyRestored: Bool) {
        let statusFile = directory.appendingPathComponent("status")
        let status: Int32 = try await poll("the program to exit", timeout: timeout) {
            (try? String(contentsOf: statusFile, encoding: .utf8)).flatMap { Int32($0.trimmingCharacters(in: .whitespacesAndNewlines)) }
        }
        let before = try String(contentsOf: directory.appendingPathComponent("stty-before"), encoding: .utf8)
        let after = try String(contentsOf: directory.appendingPathComponent("stty-after"), encoding: .utf8)
        return (status, before == after)
    }

    private func poll<T>(_ what: String, timeout: Duration, _ probe: () throws -> T?) async throws -> T {
        let deadline = ContinuousClock.now + timeout
        while true {
            if let value = try probe() { return value }
            guard ContinuousClock.now < deadline else { throw Failure(description: "timed out waiting for \(what)") }
            try await Task.sleep(for: .milliseconds(20))
        }
    }

    @discardableResult
    private func run(_ arguments: [String]) throws -> String {
        let result = try Subprocess.run(Self.tmux, ["-S", socket] + arguments)
        guard result.status == 0 || arguments == ["kill-server"] else {
            throw Failure(description: "tmux \(arguments.joined(separator: " ")) failed: \(result.output)")
        }
        return result.output
    }

    static func quote(_ text: String) -> String {
        "'" + text.replacingOccurrences(of: "'", with: "'\\''") + "'"
    }
}
