import Foundation
import Networking
import HTTPCache
import Storage
import Synchronization
import Testing
import TestSupport

/// Whether the stub server is unreachable.
final class Failing: Sendable {
    let on = Mutex(false)
}

@Suite struct CachingTransportTests {
    static let url = "https://api.github.com/users?per_page=2"

    /// A server that answers 200 with an ETag, or 304 when the ETag comes back; the budget header counts down.
    static func server(maxAge: Int = 60, failing: @escaping @Sendable () -> Bool = { false }) -> StubTransport {
        let remaining = Mutex(100)
        return StubTransport { request throws(HTTPError) in
            if failing() { throw .transport(code: 7, message: "Couldn't connect to server") }
            let left = remaining.withLock { $0 -= 1; return $0 }
            var headers: HTTPHeaders = ["ETag": "W/\"abc\"", "Cache-Control": "private, max-age=\(maxAge)",
                                        "X-RateLimit-Remaining": String(left)]
            if request.headers["If-None-Match"] == "W/\"abc\"" { return HTTPResponse(status: 304, headers: headers) }
            headers.add("Content-Type", "application/json")
            return HTTPResponse(status: 200, headers: headers, body: Array("[{\"id\":1}]".utf8))
        }
    }

    @Test func servesAFreshEntryWithoutARequest() async throws {
        let dir = TemporaryDirectory(); defer { dir.remove() }
        let now = FakeNow()
        let stub = Self.server()
        let cache = CachingTransport(wrapping: stub, store: CacheStore(directory: dir.path), now: now.function)
        let first = try await cache.send(HTTPRequest(url: Self.url))
        now.advance(by: 59)
        let second = try await cache.send(HTTPRequest(url: Self.url))
        #expect(stub.requests.count == 1)
        #expect(second.body == first.body)
        #expect(second.headers[CachingTransport.markerHeader] == "fresh")
        #expect(first.headers[CachingTransport.markerHeader] == nil)
    }

    @Test func revalidatesAStaleEntryAndTakesThe304sHeaders() async throws {
        let dir = TemporaryDirectory(); defer { dir.remove() }
        let now = FakeNow()
        let stub = Self.server()
        let cache = CachingTransport(wrapping: stub, store: CacheStore(directory: dir.path), now: now.function)
        let first = try await cache.send(HTTPRequest(url: Self.url))
        now.advance(by: 61)
        let second = try await cache.send(HTTPRequest(url: Self.url))
        #expect(stub.requests.count == 2)
        #expect(stub.requests[1].headers["If-None-Match"] == "W/\"abc\"")
        #expect(second.status == 200)
        #expect(second.body == first.body)
        #expect(second.headers[CachingTransport.markerHeader] == "revalidated")
        #expect(first.headers["X-RateLimit-Remaining"] == "99")
        #expect(second.headers["X-RateLimit-Remaining"] == "98")
        // The revalidation restarts max-age.
        now.advance(by: 30)
        _ = try await cache.send(HTTPRequest(url: Self.url))
        #expect(stub.requests.count == 2)
    }

    @Test func servesTheStaleEntryWhenOffline() async throws {
        let dir = TemporaryDirectory(); defer { dir.remove() }
        let now = FakeNow()
        let failing = Failing()
        let stub = Self.server(maxAge: 0, failing: { failing.on.withLock { $0 } })
        let cache = CachingTransport(wrapping: stub, store: CacheStore(directory: dir.path), now: now.function)
        let first = try await cache.send(HTTPRequest(url: Self.url))
        failing.on.withLock { $0 = true }
        now.advance(by: 3600)
        let offline = try await cache.send(HTTPRequest(url: Self.url))
        #expect(offline.body == first.body)
        #expect(offline.headers[CachingTransport.markerHeader] == "stale-offline")
        #expect(offline.headers[CachingTransport.storedAtHeader] == "1800000000")
        // Without an entry the error goes through.
        do {
            _ = try await cache.send(HTTPRequest(url: Self.url + "&x=1"))
            Issue.record("an uncached URL was served offline")
        } catch {
            #expect(error.isTransient)
        }
    }

    @Test func discardsACorruptEntry() async throws {
        let dir = TemporaryDirectory(); defer { dir.remove() }
        let now = FakeNow()
        let stub = Self.server()
        let cache = CachingTransport(wrapping: stub, store: CacheStore(directory: dir.path), now: now.function)
        _ = try await cache.send(HTTPRequest(url: Self.url))
        let file = try #require(dir.files().first)
        var bytes = [UInt8](try Data(contentsOf: URL(fileURLWithPath: file)))
        bytes[bytes.count - 3] = UInt8(ascii: "9")
        try Data(bytes).write(to: URL(fileURLWithPath: file))
        let again = try await cache.send(HTTPRequest(url: Self.url))
        #expect(stub.requests.count == 2)
        #expect(stub.requests[1].headers["If-None-Match"] == nil)
        #expect(again.text == "[{\"id\":1}]")
    }

    @Test func keysByTokenWithoutWritingIt() async throws {
        let dir = TemporaryDirectory(); defer { dir.remove() }
        let stub = Self.server()
        let cache = CachingTransport(wrapping: stub, store: CacheStore(directory: dir.path), now: FakeNow().function)
        _ = try await cache.send(HTTPRequest(url: Self.url, headers: ["Authorization": "Bearer secret-one"]))
        _ = try await cache.send(HTTPRequest(url: Self.url, headers: ["Authorization": "Bearer secret-two"]))
        #expect(stub.requests.count == 2)
        #expect(dir.files().count == 2)
        for file in dir.files() {
            let text = String(decoding: try Data(contentsOf: URL(fileURLWithPath: file)), as: UTF8.self)
            #expect(!text.contains("secret"))
            #expect(!file.contains("secret"))
            #expect(TemporaryDirectory.mode(file) == 0o600)
        }
    }

    @Test func storesOnlyGet200sAndRespectsNoStore() async throws {
        let dir = TemporaryDirectory(); defer { dir.remove() }
        let status = Mutex(200)
        let control = Mutex("max-age=60")
        let stub = StubTransport { _ in
            HTTPResponse(status: status.withLock { $0 }, headers: ["Cache-Control": control.withLock { $0 }], body: [1])
        }
        let cache = CachingTransport(wrapping: stub, store: CacheStore(directory: dir.path + "/c"), now: FakeNow().function)
        status.withLock { $0 = 404 }
        _ = try await cache.send(HTTPRequest(url: "https://x.test/a"))
        status.withLock { $0 = 200 }
        _ = try await cache.send(HTTPRequest(url: "https://x.test/b", method: .post))
        control.withLock { $0 = "no-store" }
        _ = try await cache.send(HTTPRequest(url: "https://x.test/c"))
        #expect(dir.files().isEmpty)
        control.withLock { $0 = "private, max-age=60" }
        _ = try await cache.send(HTTPRequest(url: "https://x.test/d"))
        #expect(dir.files().count == 1)
        #expect(TemporaryDirectory.mode(dir.path + "/c") == 0o700)
    }

    @Test func evictsTheLeastRecentlyUsed() async throws {
        let dir = TemporaryDirectory(); defer { dir.remove() }
        let body = [UInt8](repeating: 0x41, count: 300)
        // Keys as CacheStore.key makes them: eviction only counts files named like that.
        let key = { (name: String) in CacheStore.key(url: "https://x.test/\(name)", credential: nil) }
        let probe = TemporaryDirectory(); defer { probe.remove() }
        CacheStore(directory: probe.path).save(CacheEntry(url: "https://x.test/a", headers: [:], body: body, storedAt: Date()), key: key("a"))
        let size = try #require(probe.files().first.flatMap { FileManager.default.contents(atPath: $0)?.count })
        // Three entries fit, four do not; eviction leaves nine tenths of the cap, where three still fit.
        let store = CacheStore(directory: dir.path, capBytes: size * 7 / 2)
        for name in ["a", "b", "c"] {
            store.save(CacheEntry(url: "https://x.test/\(name)", headers: [:], body: body, storedAt: Date()), key: key(name))
            // Distinct modification times without sleeping.
            try FileManager.default.setAttributes([.modificationDate: Date(timeIntervalSinceNow: -100 + Double(name.utf8.first!))],
                                                  ofItemAtPath: dir.path + "/" + key(name))
        }
        #expect(store.load(key: key("a"), url: "https://x.test/a")?.body == body)
        store.save(CacheEntry(url: "https://x.test/d", headers: [:], body: body, storedAt: Date()), key: key("d"))
        let names = Set(dir.files().map { ($0 as NSString).lastPathComponent })
        #expect(names == Set(["a", "c", "d"].map(key)))
    }

    @Test func evictsOnlyItsOwnEntries() async throws {
        let dir = TemporaryDirectory(); defer { dir.remove() }
        chmod(dir.path, 0o750)
        let hexName = String(repeating: "0f", count: 32)  // named like an entry, but not one
        let user: [String: [UInt8]] = ["photo.jpg": [UInt8](repeating: 1, count: 4000), hexName: Array("mine".utf8)]
        for (name, bytes) in user {
            try Data(bytes).write(to: URL(fileURLWithPath: dir.path + "/" + name))
            try FileManager.default.setAttributes([.modificationDate: Date.distantPast], ofItemAtPath: dir.path + "/" + name)
        }
        let store = CacheStore(directory: dir.path, capBytes: 1000)
        let entry = CacheEntry(url: "https://x.test/a", headers: [:], body: [UInt8](repeating: 0x41, count: 300), storedAt: Date())
        store.save(entry, key: CacheStore.key(url: entry.url, credential: nil))
        // The user's file that has an entry's name is neither read as one, deleted nor replaced.
        #expect(store.load(key: hexName, url: "https://x.test/z") == nil)
        store.save(entry, key: hexName)
        for (name, bytes) in user {
            #expect(FileManager.default.contents(atPath: dir.path + "/" + name).map([UInt8].init) == bytes, "\(name)")
        }
        #expect(store.load(key: CacheStore.key(url: entry.url, credential: nil), url: entry.url)?.body == entry.body)
        #expect(TemporaryDirectory.mode(dir.path) == 0o750)
    }

    @Test func sha256MatchesAKnownVector() {
        #expect(SHA256.hex("abc") == "ba7816bf8f01cfea414140de5dae2223b00361a396177a9cb410ff61f20015ad")
        #expect(SHA256.hex("") == "e3b0c44298fc1c149afbf4c8996fb92427ae41e4649b934ca495991b7852b855")
        #expect(SHA256.hex(String(repeating: "a", count: 1000)).count == 64)
    }
}

/// A save reads the whole cache directory only when the cap may have been passed: a dump of
/// many pages into a big cache cost one read of every entry per page (16,000 entries, 14 pages:
/// 44 s, nearly all of it reading the directory).
@Suite struct CacheDirectoryReadTests {
    @Test func pagesSavedUnderTheCapReadTheDirectoryOnce() {
        let dir = TemporaryDirectory(); defer { dir.remove() }
        let store = CacheStore(directory: dir.path, capBytes: 1_000_000)
        for page in 1...10 {
            let url = "https://x.test/items?page=\(page)"
            store.save(CacheEntry(url: url, headers: [:], body: [UInt8](repeating: 0x41, count: 300), storedAt: Date()),
                       key: CacheStore.key(url: url, credential: nil))
        }
        #expect(store.directoryReads == 1)
        #expect(dir.files().count == 10)
    }

    @Test func aFullCacheIsReadOncePerTenthOfTheCapNotPerSave() throws {
        let dir = TemporaryDirectory(); defer { dir.remove() }
        let body = [UInt8](repeating: 0x41, count: 300)
        let first = CacheStore(directory: dir.path)
        first.save(CacheEntry(url: "https://x.test/1", headers: [:], body: body, storedAt: Date()),
                   key: CacheStore.key(url: "https://x.test/1", credential: nil))
        let size = try #require(dir.files().first.flatMap { FileManager.default.contents(atPath: $0)?.count })
        let store = CacheStore(directory: dir.path, capBytes: size * 20)
        for page in 2...100 {
            let url = "https://x.test/\(page)"
            store.save(CacheEntry(url: url, headers: [:], body: body, storedAt: Date()), key: CacheStore.key(url: url, credential: nil))
        }
        // Filled once (20 saves), then one read each time another tenth of the cap was written.
        #expect(store.directoryReads <= 1 + 80 / 2)
        #expect(dir.files().count <= 20)
    }
}
