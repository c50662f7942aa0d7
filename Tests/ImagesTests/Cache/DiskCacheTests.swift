import Foundation
import Testing
@testable import Images
import TestSupport

/// Persistence, damage, permissions and the size bound.
@Suite struct DiskCacheTests {
    @Test func roundTripsAcrossInstancesUnderAHashedName() throws {
        let directory = TemporaryDirectory()
        defer { directory.remove() }
        let url = "https://avatars.example/u/1?v=4"
        DiskCache(directory: directory.url).write(url, bytes: [1, 2, 3])
        #expect(DiskCache(directory: directory.url).read(url) == [1, 2, 3])
        #expect(DiskCache(directory: directory.url).read(url + "&s=64") == nil)
        let names = try FileManager.default.contentsOfDirectory(atPath: directory.url.path)
        #expect(names == [URLHash.hex(url)])
        #expect(names[0].wholeMatch(of: /[0-9a-f]{32}/) != nil)
    }

    @Test func filesAreMode0600() throws {
        let directory = TemporaryDirectory()
        defer { directory.remove() }
        let cache = DiskCache(directory: directory.url)
        cache.write("https://x.example/a.png", bytes: Array(repeating: 7, count: 100))
        let path = directory.url.appendingPathComponent(URLHash.hex("https://x.example/a.png")).path
        let attributes = try FileManager.default.attributesOfItem(atPath: path)
        #expect((attributes[.posixPermissions] as? NSNumber)?.intValue == 0o600)
    }

    @Test func corruptEntryIsDiscarded() throws {
        let directory = TemporaryDirectory()
        defer { directory.remove() }
        let cache = DiskCache(directory: directory.url)
        let url = "https://x.example/b.png"
        cache.write(url, bytes: Array(repeating: 9, count: 64))
        let file = directory.url.appendingPathComponent(URLHash.hex(url))
        var bytes = try [UInt8](Data(contentsOf: file))
        bytes[bytes.count - 5] ^= 0xFF
        try Data(bytes).write(to: file)
        #expect(cache.read(url) == nil)
        #expect(!FileManager.default.fileExists(atPath: file.path))
        try Data([1, 2, 3]).write(to: file)
        #expect(cache.read(url) == nil)
        #expect(!FileManager.default.fileExists(atPath: file.path))
    }

    @Test func staysWithinBudgetDroppingTheOldest() throws {
        let directory = TemporaryDirectory()
        defer { directory.remove() }
        let entry = DiskEntry.encode(url: "https://x.example/0", payload: [UInt8](repeating: 1, count: 1000)).count
        let cache = DiskCache(directory: directory.url, budget: entry * 3)
        for n in 0..<5 { cache.write("https://x.example/\(n)", bytes: [UInt8](repeating: UInt8(n), count: 1000)) }
        #expect(cache.totalBytes <= entry * 3)
        #expect(cache.read("https://x.example/0") == nil)
        #expect(cache.read("https://x.example/1") == nil)
        #expect(cache.read("https://x.example/4") == [UInt8](repeating: 4, count: 1000))
        let onDisk = try FileManager.default.contentsOfDirectory(atPath: directory.url.path)
        #expect(onDisk.count == 3)
        // A new instance finds the same total by scanning the directory.
        #expect(DiskCache(directory: directory.url, budget: entry * 3).totalBytes == entry * 3)
    }
}
