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
        let names = [".tmp-\(gone)-17", ".tmp-\(getpid())-18", ".tmp-1234x", ".tmp-", "notes.tmp-\(gone)-1"]
        for name in names { #expect(FileManager.default.createFile(atPath: dir + "/" + name, contents: Data("x".utf8))) }
        try AtomicFile.write(Array("{}".utf8), to: dir + "/positions.json")
        let left = try FileManager.default.contentsOfDirectory(atPath: dir).sorted()
        // A running process's temporary (this one's: it may be mid-write) and every name not of
        // the temporaries' form stay.
        #expect(left == (names.dropFirst() + ["positions.json"]).sorted())
    }

    @Test func theTemporaryOfAWriteIsNamedForItsProcess() throws {
        let dir = try PlantedFileTests.directory(); defer { try? FileManager.default.removeItem(atPath: dir) }
        #expect(AtomicFile.temporaryName(in: dir).hasPrefix(dir + "/.tmp-\(getpid())-"))
    }
}
