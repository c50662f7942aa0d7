import Foundation
import Storage
import Testing

/// Files pagetty wrote are read back only if nobody else could have put them there.
@Suite struct PlantedFileTests {
    static func directory() throws -> String {
        let path = FileManager.default.temporaryDirectory.appendingPathComponent("planted-\(UUID().uuidString)").path
        try FileManager.default.createDirectory(atPath: path, withIntermediateDirectories: true,
                                                attributes: [.posixPermissions: 0o700])
        return path
    }

    @Test func aPlantedSymlinkIsNotFollowed() throws {
        let dir = try Self.directory(); defer { try? FileManager.default.removeItem(atPath: dir) }
        try Data("secret".utf8).write(to: URL(fileURLWithPath: dir + "/victim"))
        try FileManager.default.createSymbolicLink(atPath: dir + "/positions.json", withDestinationPath: dir + "/victim")
        #expect(AtomicFile.readPrivate(dir + "/positions.json") == nil)
        // Writing replaces the link itself; its target keeps its bytes.
        try AtomicFile.write(Array("{}".utf8), to: dir + "/positions.json")
        #expect(try String(contentsOfFile: dir + "/victim", encoding: .utf8) == "secret")
        #expect(AtomicFile.readPrivate(dir + "/positions.json") == Array("{}".utf8))
    }

    @Test func aDirectoryOthersMayWriteIsNotRead() throws {
        let dir = try Self.directory(); defer { try? FileManager.default.removeItem(atPath: dir) }
        try AtomicFile.write(Array("{}".utf8), to: dir + "/positions.json")
        chmod(dir, 0o777)
        #expect(AtomicFile.readPrivate(dir + "/positions.json") == nil)
        #expect(throws: FileError.self) { try AtomicFile.write(Array("{}".utf8), to: dir + "/positions.json") }
    }

    @Test func aFIFOIsNotWaitedOn() throws {
        let dir = try Self.directory(); defer { try? FileManager.default.removeItem(atPath: dir) }
        #expect(mkfifo(dir + "/positions.json", 0o600) == 0)
        #expect(AtomicFile.readPrivate(dir + "/positions.json") == nil)
    }

    @Test(.enabled(if: geteuid() == 0, "needs root to give a file to another user"))
    func aFileOfAnotherUserIsNotRead() throws {
        let dir = try Self.directory(); defer { try? FileManager.default.removeItem(atPath: dir) }
        try AtomicFile.write(Array("{}".utf8), to: dir + "/positions.json")
        chown(dir + "/positions.json", 65534, 65534)
        #expect(AtomicFile.readPrivate(dir + "/positions.json") == nil)
    }
}
