import Foundation
import Synchronization

/// The temporaries writes go through, named for their process: a process killed between writing
/// one and renaming it (SIGKILL, a power cut) leaves it behind, and the next pagetty to write into
/// that folder removes it. A temporary of a process still running may be mid-write: it stays.
extension AtomicFile {
    /// Folders this process has swept already: each once.
    private static let swept = Mutex<Set<String>>([])

    /// How every temporary's name begins: pagetty's own, so that no file of the user's (in a
    /// folder of theirs given as `--cache-dir`) is taken for one.
    public static let temporaryPrefix = ".pagetty-tmp-"

    /// A new temporary's path in `directory`: `.pagetty-tmp-PID-N`, PID this process's.
    public static func temporaryName(in directory: String) -> String {
        directory + "/" + temporaryPrefix + "\(getpid())-\(UInt64.random(in: 0...UInt64.max))"
    }

    /// Removes, the first time this process writes into `directory`, the temporaries there whose
    /// process has exited. Names of any other form are not this code's, and stay.
    static func sweepLeftovers(in directory: String) {
        guard swept.withLock({ $0.insert(directory).inserted }),
              let names = try? FileManager.default.contentsOfDirectory(atPath: directory) else { return }
        for name in names {
            guard let pid = writer(ofTemporary: name), pid != getpid(), kill(pid, 0) != 0, errno == ESRCH else { continue }
            unlink(directory + "/" + name)
        }
    }

    /// The process a temporary's name says it is of, for names of the form `.pagetty-tmp-PID-N` only.
    static func writer(ofTemporary name: String) -> pid_t? {
        guard name.hasPrefix(temporaryPrefix) else { return nil }
        let parts = name.dropFirst(temporaryPrefix.count).split(separator: "-", omittingEmptySubsequences: false)
        guard parts.count == 2, let pid = pid_t(parts[0]), pid > 0, UInt64(parts[1]) != nil else { return nil }
        return pid
    }
}
