import Foundation
import Storage
import Testing

/// A cache or state directory reached through a symlink another user owns is refused: they
/// could point it at another of this user's directories at any time (`dir = "/var/tmp/pagetty"`).
@Suite struct LinkedDirectoryTests {
    static func directory() throws -> String {
        let path = FileManager.default.temporaryDirectory.appendingPathComponent("linked-\(UUID().uuidString)").path
        try FileManager.default.createDirectory(atPath: path, withIntermediateDirectories: true,
                                                attributes: [.posixPermissions: 0o700])
        return path
    }

    @Test(.enabled(if: geteuid() == 0, "needs root to give a link to another user"))
    func aLinkOfAnotherUserIsRefused() throws {
        let dir = try Self.directory(); defer { try? FileManager.default.removeItem(atPath: dir) }
        try FileManager.default.createDirectory(atPath: dir + "/mine", withIntermediateDirectories: false,
                                                attributes: [.posixPermissions: 0o700])
        try FileManager.default.createSymbolicLink(atPath: dir + "/cache", withDestinationPath: dir + "/mine")
        #expect(lchown(dir + "/cache", 65534, 65534) == 0)
        #expect(AtomicFile.directoryProblem(dir + "/cache") == "is a symlink owned by another user")
        #expect(throws: FileError.self) { try AtomicFile.write(Array("{}".utf8), to: dir + "/cache/positions.json") }
        #expect(!FileManager.default.fileExists(atPath: dir + "/mine/positions.json"))
    }

    @Test func aLinkOfThisUserToThisUsersDirectoryIsUsed() throws {
        let dir = try Self.directory(); defer { try? FileManager.default.removeItem(atPath: dir) }
        try FileManager.default.createDirectory(atPath: dir + "/mine", withIntermediateDirectories: false,
                                                attributes: [.posixPermissions: 0o700])
        try FileManager.default.createSymbolicLink(atPath: dir + "/cache", withDestinationPath: dir + "/mine")
        #expect(AtomicFile.directoryProblem(dir + "/cache") == nil)
    }
}
