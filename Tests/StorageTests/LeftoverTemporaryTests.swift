import Foundation
@testable import Storage
import Testing

/// A process killed between writing a file's temporary and renaming it leaves the temporary
/// behind; the next write into that folder removes it, and nothing else.
@Suite struct LeftoverTemporaryTests {
    /// The id of a process that has exited.
    static func deadPID() throws -> Int32 {
        let process = Process()
        process.executableURL = URL(fileURLWithPath: "/bin/true")
        try process.run()
        process.waitUntilExit()
        return process.processIdentifier
    }

    @Test func aWriteRemovesTheTemporariesOfProcessesGoneAndNothingElse() throws {
        let dir = try PlantedFileTests.directory(); defer { try? FileManager.default.removeItem(atPath: dir) }
        let gone = try Self.deadPID()
        let ours = AtomicFile.temporaryPrefix
        let names = [ours + "\(gone)-17", ours + "\(getpid())-18", ours + "1234x", ours, ours + "0-1", ours + "-\(gone)-2",
                     "notes\(ours)\(gone)-1", ".tmp-\(gone)-17"]
        // Each left two hours ago: older than any write in progress.
        let twoHoursAgo = [FileAttributeKey.modificationDate: Date(timeIntervalSinceNow: -7200)]
        for name in names {
            #expect(FileManager.default.createFile(atPath: dir + "/" + name, contents: Data("x".utf8), attributes: twoHoursAgo))
        }
        try AtomicFile.write(Array("{}".utf8), to: dir + "/positions.json")
        let left = try FileManager.default.contentsOfDirectory(atPath: dir).sorted()
        // A running process's temporary (this one's: it may be mid-write) and every name not of
        // the temporaries' form stay: another program's `.tmp-…` too.
        #expect(left == (names.dropFirst() + ["positions.json"]).sorted())
    }

    /// A pagetty this process cannot see (another PID namespace sharing the folder, another host on
    /// an NFS home) looks gone to `kill(pid, 0)` while it is mid-write: its fresh temporary stays,
    /// and it can rename it into place (the review's case).
    @Test func aFreshTemporaryOfAWriterNotSeenHereStays() throws {
        let dir = try PlantedFileTests.directory(); defer { try? FileManager.default.removeItem(atPath: dir) }
        // Above any pid_max: no process here has it, as a container's writer's PID may not.
        let other = dir + "/" + AtomicFile.temporaryPrefix + "\(Int32.max)-1"
        let fd = open(other, O_WRONLY | O_CREAT | O_EXCL, 0o600)
        #expect(fd >= 0)
        defer { close(fd) }
        try AtomicFile.write(Array("{}".utf8), to: dir + "/positions.json")
        #expect(rename(other, dir + "/checkpoint.json") == 0)
    }

    /// Only digits name a process: `+5` or ` 5` is no temporary of pagetty's.
    @Test func aTemporarysProcessIsDigitsOnly() {
        let ours = AtomicFile.temporaryPrefix
        #expect(AtomicFile.writer(ofTemporary: ours + "123-4") == 123)
        #expect(AtomicFile.writer(ofTemporary: ours + "+5-1") == nil)
        #expect(AtomicFile.writer(ofTemporary: ours + "5-+1") == nil)
    }

    @Test func theTemporaryOfAWriteIsNamedForItsProcess() throws {
        let dir = try PlantedFileTests.directory(); defer { try? FileManager.default.removeItem(atPath: dir) }
        #expect(AtomicFile.temporaryName(in: dir).hasPrefix(dir + "/.pagetty-tmp-\(getpid())-"))
    }
}
