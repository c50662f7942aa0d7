import Foundation
import HTTPCache
import Networking
import Testing
import TestSupport

/// A cache directory another user could write, or an entry replaced by a symlink, is not read.
@Suite struct PlantedEntryTests {
    @Test func aDirectoryOthersMayWriteIsNotServed() async throws {
        let dir = TemporaryDirectory(); defer { dir.remove() }
        let stub = CacheKeyTests.echo()
        let cache = CachingTransport(wrapping: stub, store: CacheStore(directory: dir.path), now: FakeNow().function)
        _ = try await cache.send(HTTPRequest(url: CacheKeyTests.url))
        chmod(dir.path, 0o777)
        let second = try await cache.send(HTTPRequest(url: CacheKeyTests.url))
        #expect(stub.requests.count == 2)
        #expect(second.headers[CachingTransport.markerHeader] == nil)
    }

    @Test func aSymlinkedEntryIsNotFollowed() async throws {
        let dir = TemporaryDirectory(); defer { dir.remove() }
        let elsewhere = TemporaryDirectory(); defer { elsewhere.remove() }
        let key = CacheStore.key(url: CacheKeyTests.url, credential: nil)
        // A valid entry for the same URL, written elsewhere, then linked in under the key.
        let planted = CacheStore(directory: elsewhere.path)
        planted.save(CacheEntry(url: CacheKeyTests.url, headers: ["Cache-Control": "max-age=600"], body: Array("PLANTED".utf8),
                                storedAt: Date(timeIntervalSince1970: 1_800_000_000)), key: key)
        try FileManager.default.createSymbolicLink(atPath: dir.path + "/" + key, withDestinationPath: elsewhere.path + "/" + key)
        let stub = CacheKeyTests.echo()
        let cache = CachingTransport(wrapping: stub, store: CacheStore(directory: dir.path), now: FakeNow().function)
        let answer = try await cache.send(HTTPRequest(url: CacheKeyTests.url))
        #expect(answer.body != Array("PLANTED".utf8))
        #expect(stub.requests.count == 1)
    }
}

/// Entries of the older form (keyed by Authorization alone, URL in clear) do not linger.
@Suite struct OlderEntryTests {
    @Test func theNextSaveDeletesThem() async throws {
        let dir = TemporaryDirectory(); defer { dir.remove() }
        let old = dir.path + "/" + String(repeating: "ab", count: 32)
        let metadata = "{\"url\":\"https://x.test/items?api_key=QSECRET\",\"headers\":[],\"storedAt\":0,\"bodyLength\":0,\"bodySHA256\":\"\"}"
        try Data(("pagetty-cache 1\n" + metadata + "\n").utf8).write(to: URL(fileURLWithPath: old))
        let fifo = dir.path + "/" + String(repeating: "cd", count: 32)
        #expect(mkfifo(fifo, 0o600) == 0)
        let cache = CachingTransport(wrapping: CacheKeyTests.echo(), store: CacheStore(directory: dir.path), now: FakeNow().function)
        _ = try await cache.send(HTTPRequest(url: CacheKeyTests.url))
        #expect(!FileManager.default.fileExists(atPath: old))
        #expect(FileManager.default.fileExists(atPath: fifo), "a file pagetty did not write is left alone")
        #expect(dir.files().count == 2)
    }
}
