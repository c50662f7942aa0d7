import Foundation
import HTTPCache
import Networking
import Storage
import Testing
import TestSupport

/// A caller that revalidates by itself (a `--follow` poll sending its own `If-None-Match`) gets
/// the server's answer: a 304 stays a 304, not the cached page dressed as a 200.
@Suite struct CallerConditionalTests {
    @Test func aCallersOwnIfNoneMatchGetsTheServersAnswer() async throws {
        let dir = TemporaryDirectory(); defer { dir.remove() }
        let now = FakeNow()
        let stub = CachingTransportTests.server(maxAge: 60)
        let cache = CachingTransport(wrapping: stub, store: CacheStore(directory: dir.path), now: now.function)
        _ = try await cache.send(HTTPRequest(url: CachingTransportTests.url))
        var poll = HTTPRequest(url: CachingTransportTests.url)
        poll.headers.set("If-None-Match", "W/\"abc\"")
        // Even inside max-age the poll reaches the server: the caller asked it, not the cache.
        now.advance(by: 10)
        let answer = try await cache.send(poll)
        #expect(answer.status == 304)
        #expect(answer.body.isEmpty)
        #expect(stub.requests.count == 2)
        #expect(stub.requests.last?.headers["If-None-Match"] == "W/\"abc\"")
        // A tag the server no longer has brings the new page, whole.
        poll.headers.set("If-None-Match", "W/\"old\"")
        let changed = try await cache.send(poll)
        #expect(changed.status == 200)
        #expect(changed.text == "[{\"id\":1}]")
    }
}
