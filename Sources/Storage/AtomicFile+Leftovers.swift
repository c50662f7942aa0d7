import Foundation
import Synchronization

/// The temporaries writes go through, named for their process: a process killed between writing
/// one and renaming it (SIGKILL, a power cut) leaves it behind, and the next pagetty to write into
/// that folder removes it once it is an hour old. A temporary of a process still running, or one
/// younger than that (its writer may be a process this one cannot see), may be mid-write: it stays.
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

    /// How old a temporary must be before it may be a leftover, in seconds. A write takes
    /// milliseconds; a writer whose PID this process cannot see (another PID namespace sharing the
    /// folder, another host on an NFS home) is mid-write only within this time.
    static let abandonedAfter = 3600

    /// Removes, the first time this process writes into `directory`, the temporaries there whose
    /// process has exited: regular files of this user, untouched for `abandonedAfter`. Names of
    /// any other form are not this code's, and stay.
    static func sweepLeftovers(in directory: String) {
        guard swept.withLock({ $0.insert(directory).inserted }),
              let names = try? FileManager.default.contentsOfDirectory(atPath: directory) else { return }
        let now = time(nil)
        for name in names {
            let path = directory + "/" + name
            var info = stat()
            guard let pid = writer(ofTemporary: name), pid != getpid(), lstat(path, &info) == 0,
                  info.st_mode & S_IFMT == S_IFREG, info.st_uid == geteuid(),
                  now - info.st_mtim.tv_sec > abandonedAfter,
                  kill(pid, 0) != 0, errno == ESRCH else { continue }
            unlink(path)
        }
    }

    /// The process a temporary's name says it is of, for names of the form `.pagetty-tmp-PID-N` only.
    static func writer(ofTemporary name: String) -> pid_t? {
        guard name.hasPrefix(temporaryPrefix) else { return nil }
        let parts = name.dropFirst(temporaryPrefix.count).split(separator: "-", omittingEmptySubsequences: false)
        guard parts.count == 2, parts.allSatisfy({ !$0.isEmpty && $0.allSatisfy(\.isASCII) && $0.allSatisfy(\.isNumber) }),
              let pid = pid_t(parts[0]), pid > 0 else { return nil }
        return pid
    }
}
