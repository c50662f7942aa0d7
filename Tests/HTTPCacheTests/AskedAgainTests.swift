import Foundation
import HTTPCache
import Networking
import Storage
import Testing
import TestSupport

/// A page asked again because the list moved while it was read (`Cache-Control: no-cache`)
/// reaches the server even inside max-age: the stored copy is as old as the answer it replaces.
@Suite struct AskedAgainTests {
    @Test func noCacheIsNotAnsweredFromAFreshEntry() async throws {
        let dir = TemporaryDirectory(); defer { dir.remove() }
        let now = FakeNow()
        let stub = CachingTransportTests.server(maxAge: 60)
        let cache = CachingTransport(wrapping: stub, store: CacheStore(directory: dir.path), now: now.function)
        _ = try await cache.send(HTTPRequest(url: CachingTransportTests.url))
        now.advance(by: 10)
        var again = HTTPRequest(url: CachingTransportTests.url)
        again.headers.set("Cache-Control", "no-cache")
        let answer = try await cache.send(again)
        #expect(stub.requests.count == 2)
        // Revalidated: the server's 304 says the stored page is current, so it is served.
        #expect(answer.status == 200)
        #expect(answer.headers[CachingTransport.markerHeader] == "revalidated")
        // A plain request inside max-age is still served from the disk, as before.
        _ = try await cache.send(HTTPRequest(url: CachingTransportTests.url))
        #expect(stub.requests.count == 2)
    }
}
