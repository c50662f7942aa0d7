import Foundation
import Networking
import HTTPCache
import Synchronization
import Testing
import TestSupport

/// A page that arrived cut or garbled with a 200 must not be kept: served again fresh, or
/// blessed by a later 304 (its ETag is the good page's), it would fail every run after.
@Suite struct UndecodableCacheTests {
    static let url = "https://api.github.com/users?per_page=2"

    /// 200s with an ETag and max-age; the first body is cut short, the rest are whole.
    static func server() -> StubTransport {
        let calls = Mutex(0)
        return StubTransport { request in
            let call = calls.withLock { $0 += 1; return $0 }
            let headers: HTTPHeaders = ["ETag": "W/\"abc\"", "Cache-Control": "private, max-age=60",
                                        "Content-Type": "application/json; charset=utf-8"]
            if request.headers["If-None-Match"] == "W/\"abc\"" { return HTTPResponse(status: 304, headers: headers) }
            return HTTPResponse(status: 200, headers: headers, body: Array((call == 1 ? "[{\"id\":1},{\"i" : "[{\"id\":1}]").utf8))
        }
    }

    @Test func aJSONPageThatDoesNotParseIsNotKept() async throws {
        let dir = TemporaryDirectory(); defer { dir.remove() }
        let stub = Self.server()
        let cache = CachingTransport(wrapping: stub, store: CacheStore(directory: dir.path), now: FakeNow().function)
        _ = try await cache.send(HTTPRequest(url: Self.url))
        let second = try await cache.send(HTTPRequest(url: Self.url))
        #expect(stub.requests.count == 2)
        #expect(stub.requests.last?.headers["If-None-Match"] == nil)
        #expect(second.body == Array("[{\"id\":1}]".utf8))
        #expect(second.headers[CachingTransport.markerHeader] == nil)
    }

    @Test func aBodyThatIsNotJSONIsKeptAsItCame() async throws {
        // Images and other bodies are not the cache's to judge.
        let dir = TemporaryDirectory(); defer { dir.remove() }
        let stub = StubTransport { _ in
            HTTPResponse(status: 200, headers: ["Cache-Control": "max-age=60", "Content-Type": "image/png"], body: [0x89, 0x50])
        }
        let cache = CachingTransport(wrapping: stub, store: CacheStore(directory: dir.path), now: FakeNow().function)
        _ = try await cache.send(HTTPRequest(url: Self.url))
        let second = try await cache.send(HTTPRequest(url: Self.url))
        #expect(stub.requests.count == 1)
        #expect(second.headers[CachingTransport.markerHeader] == "fresh")
    }
}
