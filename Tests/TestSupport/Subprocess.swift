import Foundation
#if canImport(Glibc)
import Glibc
#endif

/// Runs programs with posix_spawn and waitpid (Foundation's `Process` can miss the exit of a
/// child whose grandchild, like a tmux server, keeps running).
public enum Subprocess {
    /// A program that could not be started.
    public struct Failure: Error, CustomStringConvertible {
        /// What went wrong, for the test log.
        public let description: String

        /// A failure with this text.
        public init(description: String) { self.description = description }
    }

    /// Runs a program to completion: its exit status (128 + signal when killed) and everything
    /// it wrote to stdout and stderr.
    /// `environment` replaces the test process's own when given.
    public static func run(_ path: String, _ arguments: [String],
                           environment: [String: String]? = nil) throws -> (status: Int32, output: String) {
        let outputPath = FileManager.default.temporaryDirectory
            .appendingPathComponent("pagetty-run-\(getpid())-\(UInt64.random(in: 0...UInt64.max))").path
        defer { unlink(outputPath) }
        let pid = try start(path, arguments, output: outputPath, environment: environment)
        let status = wait(pid)
        return (status, (try? String(contentsOfFile: outputPath, encoding: .utf8)) ?? "")
    }

    /// `run` on a thread of its own: waiting for a child must not hold one of the few cooperative
    /// threads (two on a two-core machine) that other suites' transfers and tasks resume on.
    public static func runOffPool(_ path: String, _ arguments: [String],
                                  environment: [String: String]? = nil) async throws -> (status: Int32, output: String) {
        try await offPool { try run(path, arguments, environment: environment) }
    }

    /// `work` on a thread of its own, for blocking work (waiting for children) called from a task.
    public static func offPool<T: Sendable>(_ work: @escaping @Sendable () throws -> T) async throws -> T {
        try await withCheckedThrowingContinuation { continuation in
            Thread { continuation.resume(with: Result { try work() }) }.start()
        }
    }

    /// Starts a program in the background with stdout and stderr going to the file `output`.
    /// `environment` replaces the test process's own when given.
    public static func start(_ path: String, _ arguments: [String], output: String,
                             environment: [String: String]? = nil) throws -> pid_t {
        var actions = posix_spawn_file_actions_t()
        posix_spawn_file_actions_init(&actions)
        defer { posix_spawn_file_actions_destroy(&actions) }
        posix_spawn_file_actions_addopen(&actions, 0, "/dev/null", O_RDONLY, 0)
        posix_spawn_file_actions_addopen(&actions, 1, output, O_WRONLY | O_CREAT | O_TRUNC, 0o600)
        posix_spawn_file_actions_adddup2(&actions, 1, 2)
        // Nothing else the test process has open may outlive it in the child: a long-lived
        // child (nginx) holding the write end of another test's pipe to gzip kept that gzip
        // waiting for end of input, and the test with it, for ever.
        guard closeFrom(&actions, 3) == 0 else { throw Failure(description: "posix_spawn_file_actions_addclosefrom_np failed") }
        // Test threads block signals; a tmux server that inherited that mask would never see
        // its children exit, and the program under test would never see SIGINT.
        var attributes = posix_spawnattr_t()
        posix_spawnattr_init(&attributes)
        defer { posix_spawnattr_destroy(&attributes) }
        var empty = sigset_t()
        sigemptyset(&empty)
        var all = sigset_t()
        sigfillset(&all)
        sigdelset(&all, SIGKILL)
        sigdelset(&all, SIGSTOP)
        posix_spawnattr_setsigmask(&attributes, &empty)
        posix_spawnattr_setsigdefault(&attributes, &all)
        posix_spawnattr_setflags(&attributes, Int16(POSIX_SPAWN_SETSIGMASK | POSIX_SPAWN_SETSIGDEF))
        var argv: [UnsafeMutablePointer<CChar>?] = ([path] + arguments).map { strdup($0) }
        argv.append(nil)
        defer { for pointer in argv { free(pointer) } }
        var variables: [UnsafeMutablePointer<CChar>?]? = environment.map { $0.map { strdup("\($0.key)=\($0.value)") } + [nil] }
        defer { variables?.forEach { free($0) } }
        var pid: pid_t = 0
        let rc = variables == nil ? posix_spawn(&pid, path, &actions, &attributes, &argv, environ)
            : posix_spawn(&pid, path, &actions, &attributes, &argv, &variables!)
        guard rc == 0 else { throw Failure(description: "cannot start \(path): \(String(cString: strerror(rc)))") }
        return pid
    }

    /// glibc's `posix_spawn_file_actions_addclosefrom_np` (2.34+), which Swift's Glibc module
    /// does not declare.
    private static let closeFrom: @convention(c) (UnsafeMutablePointer<posix_spawn_file_actions_t>, Int32) -> Int32 = {
        guard let symbol = dlsym(UnsafeMutableRawPointer(bitPattern: 0), "posix_spawn_file_actions_addclosefrom_np") else {
            fatalError("glibc 2.34 or later is needed: posix_spawn_file_actions_addclosefrom_np is missing")
        }
        return unsafeBitCast(symbol, to: (@convention(c) (UnsafeMutablePointer<posix_spawn_file_actions_t>, Int32) -> Int32).self)
    }()

    /// Waits for `pid` to end: its exit status, or 128 + the signal that killed it.
    @discardableResult
    public static func wait(_ pid: pid_t) -> Int32 {
        var status: Int32 = 0
        while waitpid(pid, &status, 0) < 0 && errno == EINTR {}
        return exitStatus(status)
    }

    /// The exit status of `pid` if it has ended, without waiting.
    public static func poll(_ pid: pid_t) -> Int32? {
        var status: Int32 = 0
        guard waitpid(pid, &status, WNOHANG) == pid else { return nil }
        return exitStatus(status)
    }

    private static func exitStatus(_ status: Int32) -> Int32 {
        (status & 0x7F) == 0 ? (status >> 8) & 0xFF : 128 + (status & 0x7F)
    }
}
