import Foundation
import Storage
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
        for name in names { #expect(FileManager.default.createFile(atPath: dir + "/" + name, contents: Data("x".utf8))) }
        try AtomicFile.write(Array("{}".utf8), to: dir + "/positions.json")
        let left = try FileManager.default.contentsOfDirectory(atPath: dir).sorted()
        // A running process's temporary (this one's: it may be mid-write) and every name not of
        // the temporaries' form stay: another program's `.tmp-…` too.
        #expect(left == (names.dropFirst() + ["positions.json"]).sorted())
    }

    @Test func theTemporaryOfAWriteIsNamedForItsProcess() throws {
        let dir = try PlantedFileTests.directory(); defer { try? FileManager.default.removeItem(atPath: dir) }
        #expect(AtomicFile.temporaryName(in: dir).hasPrefix(dir + "/.pagetty-tmp-\(getpid())-"))
    }
}
