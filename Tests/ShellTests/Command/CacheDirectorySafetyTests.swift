import Foundation
import MockAPI
import Testing
import TestSupport

/// The disk cache deletes only what it wrote, never changes a directory it did not create, and
/// refuses a directory another user could write to.
@Suite(.serialized) struct CacheDirectorySafetyTests {
    /// A folder of the user's: files of every kind, one even named like an entry.
    static let userFiles: [String: [UInt8]] = [
        "report.pdf": [UInt8](repeating: 0x25, count: 1_500_000),
        "notes.txt": Array("mine\n".utf8),
        String(repeating: "ab", count: 32): Array("a file of mine with a hex name\n".utf8),
        ".hidden": Array("dot\n".utf8),
    ]

    @Test func userFilesSurviveATinyCapAndTheModeStays() async throws {
        let home = TemporaryDirectory(); defer { home.remove() }
        let folder = home.path + "/Downloads"
        try FileManager.default.createDirectory(atPath: folder, withIntermediateDirectories: true)
        chmod(folder, 0o755)
        for (name, bytes) in Self.userFiles {
            try Data(bytes).write(to: URL(fileURLWithPath: folder + "/" + name))
            // Older than anything pagetty writes: the first to go if eviction counted them.
            try FileManager.default.setAttributes([.modificationDate: Date(timeIntervalSince1970: 1_000_000)],
                                                  ofItemAtPath: folder + "/" + name)
        }
        let config = home.path + "/tiny.toml"
        try "[cache]\nmax_mb = 1\n".write(toFile: config, atomically: true, encoding: .utf8)
        let mock = try await MockServer.start()
        defer { Task { await mock.stop() } }
        let result = try await PagettyProcess(home: home).run(
            ["pokemon", "--base-url", mock.baseURL + "/pokeapi", "--per-page", "20", "--limit", "60",
             "--cache-dir", folder, "--config", config])
        #expect(result.status == 0, "\(result.stderr)")
        #expect(result.objects.count == 60)
        for (name, bytes) in Self.userFiles {
            #expect(FileManager.default.contents(atPath: folder + "/" + name).map([UInt8].init) == bytes, "\(name)")
        }
        #expect(TemporaryDirectory.mode(folder) == 0o755)
        let names = try FileManager.default.contentsOfDirectory(atPath: folder)
        #expect(names.count > Self.userFiles.count, "pagetty cached nothing")
    }

    @Test func aDirectoryOthersMayWriteIsRefusedWithOneWarning() async throws {
        let home = TemporaryDirectory(); defer { home.remove() }
        let shared = home.path + "/shared"
        try FileManager.default.createDirectory(atPath: shared, withIntermediateDirectories: true)
        chmod(shared, 0o777)
        let mock = try await MockServer.start()
        defer { Task { await mock.stop() } }
        let result = try await PagettyProcess(home: home).run(
            ["pokemon", "--base-url", mock.baseURL + "/pokeapi", "--per-page", "20", "--limit", "20", "--cache-dir", shared])
        #expect(result.status == 0, "\(result.stderr)")
        #expect(result.objects.count == 20)
        let lines = result.stderr.split(separator: "\n")
        #expect(lines == ["pagetty: not using the cache directory \(shared): it is writable by group or others; running without a disk cache"])
        #expect(try FileManager.default.contentsOfDirectory(atPath: shared).isEmpty)
        #expect(TemporaryDirectory.mode(shared) == 0o777)
    }
}
