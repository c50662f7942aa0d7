import Foundation
import Testing
@testable import Diagnostics

/// The trace refuses files and directories another user could have prepared.
@Suite struct TracePlantTests {
    static func directory(mode: mode_t = 0o700) throws -> String {
        let path = FileManager.default.temporaryDirectory.appendingPathComponent("trace-plant-\(UUID().uuidString)").path
        try FileManager.default.createDirectory(atPath: path, withIntermediateDirectories: true)
        chmod(path, mode)
        return path
    }

    @Test func aDirectoryOthersMayWriteIsRefusedUnlessSticky() throws {
        let open = try Self.directory(mode: 0o777); defer { try? FileManager.default.removeItem(atPath: open) }
        #expect(Trace(path: open + "/t.jsonl") == nil)
        #expect(!FileManager.default.fileExists(atPath: open + "/t.jsonl"))
        let sticky = try Self.directory(mode: 0o1777); defer { try? FileManager.default.removeItem(atPath: sticky) }
        #expect(Trace(path: sticky + "/t.jsonl") != nil)
    }

    @Test func aHardLinkIsRefused() throws {
        let dir = try Self.directory(); defer { try? FileManager.default.removeItem(atPath: dir) }
        try Data("mine\n".utf8).write(to: URL(fileURLWithPath: dir + "/victim"))
        #expect(link(dir + "/victim", dir + "/t.jsonl") == 0)
        #expect(Trace(path: dir + "/t.jsonl") == nil)
        #expect(try String(contentsOfFile: dir + "/victim", encoding: .utf8) == "mine\n")
    }

    @Test(.enabled(if: geteuid() == 0, "needs root to give a file to another user"))
    func aFilePlantedByAnotherUserIsRefused() throws {
        let dir = try Self.directory(mode: 0o1777); defer { try? FileManager.default.removeItem(atPath: dir) }
        FileManager.default.createFile(atPath: dir + "/t.jsonl", contents: nil, attributes: [.posixPermissions: 0o666])
        chown(dir + "/t.jsonl", 65534, 65534)
        #expect(Trace(path: dir + "/t.jsonl") == nil)
    }

    @Test func aFIFOIsRefusedWithoutBlocking() throws {
        let dir = try Self.directory(); defer { try? FileManager.default.removeItem(atPath: dir) }
        #expect(mkfifo(dir + "/t.jsonl", 0o600) == 0)
        #expect(Trace(path: dir + "/t.jsonl") == nil)
    }

    @Test func parentOfAPath() {
        #expect(Trace.parent(of: "t.jsonl") == ".")
        #expect(Trace.parent(of: "/t.jsonl") == "/")
        #expect(Trace.parent(of: "/a/b/t.jsonl") == "/a/b")
    }
}
