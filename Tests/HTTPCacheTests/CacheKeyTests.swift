import Foundation
import Networking
import HTTPCache
import Storage
import Synchronization
import Testing
import TestSupport

/// Every credential a request carries keeps its answers apart, `Vary` is honoured, and nothing
/// secret is written to the cache in clear.
@Suite struct CacheKeyTests {
    static let url = "https://x.test/items"

    /// A server whose answer names the headers it was sent, so a wrong entry shows.
    static func echo(vary: String? = nil, failing: @escaping @Sendable () -> Bool = { false }) -> StubTransport {
        StubTransport { request throws(HTTPError) in
            if failing() { throw .transport(code: 7, message: "Couldn't connect to server") }
            let seen = request.headers.fields.filter { $0.name.lowercased() != "if-none-match" }
                .map { "\($0.name)=\($0.value)" }.joined(separator: ";")
            var headers: HTTPHeaders = ["Cache-Control": "private, max-age=600", "Set-Cookie": "session=COOKIESECRET"]
            if let vary { headers.add("Vary", vary) }
            return HTTPResponse(status: 200, headers: headers, body: Array(seen.utf8))
        }
    }

    @Test(arguments: ["X-Api-Key", "PRIVATE-TOKEN", "Cookie", "Authorization", "X-Anything"])
    func everyCredentialHeaderSelectsItsOwnAnswer(header: String) async throws {
        let dir = TemporaryDirectory(); defer { dir.remove() }
        let stub = Self.echo()
        let cache = CachingTransport(wrapping: stub, store: CacheStore(directory: dir.path), now: FakeNow().function)
        let alice = try await cache.send(HTTPRequest(url: Self.url, headers: [header: "alice-SECRET"]))
        let bob = try await cache.send(HTTPRequest(url: Self.url, headers: [header: "bob"]))
        let none = try await cache.send(HTTPRequest(url: Self.url))
        #expect(stub.requests.count == 3)
        #expect(String(decoding: bob.body, as: UTF8.self) == "\(header)=bob")
        #expect(String(decoding: none.body, as: UTF8.self) == "")
        // The same credential again is served from the cache.
        let again = try await cache.send(HTTPRequest(url: Self.url, headers: [header: "alice-SECRET"]))
        #expect(stub.requests.count == 3)
        #expect(again.body == alice.body)
    }

    /// One rule with the ETags' `RequestKey`: the method and the body tell requests apart too,
    /// while a GET's key stays the URL and credentials' digest the entries on disk were written by.
    @Test func theMethodAndBodySelectTheKeyAndAGETsKeyIsUnchanged() {
        let url = Self.url
        #expect(CacheKey.make(url: url, headers: ["Authorization": "Bearer t"])
            == SHA256.hex("pagetty-cache-key 2\n" + url + "\nauthorization:" + SHA256.hex("Bearer t")))
        func key(_ method: HTTPRequest.Method, _ body: String?) -> String {
            CacheKey.make(RequestKey(HTTPRequest(url: url, method: method, body: body.map { Array($0.utf8) })))
        }
        let keys = [key(.get, nil), key(.post, nil), key(.post, #"{"after":null}"#), key(.post, #"{"after":"c2"}"#)]
        #expect(Set(keys).count == 4)
        #expect(keys[0] == CacheKey.make(url: url, headers: [:]))
    }

    @Test func harmlessHeadersShareAnEntry() async throws {
        let dir = TemporaryDirectory(); defer { dir.remove() }
        let stub = Self.echo()
        let cache = CachingTransport(wrapping: stub, store: CacheStore(directory: dir.path), now: FakeNow().function)
        _ = try await cache.send(HTTPRequest(url: Self.url, headers: ["User-Agent": "a", "Accept-Language": "en"]))
        let second = try await cache.send(HTTPRequest(url: Self.url, headers: ["User-Agent": "b", "Accept-Language": "fr"]))
        #expect(stub.requests.count == 1)
        #expect(second.headers[CachingTransport.markerHeader] == "fresh")
    }

    @Test func varyNamesTheHeadersThatSelectAnAnswer() async throws {
        let dir = TemporaryDirectory(); defer { dir.remove() }
        let stub = Self.echo(vary: "Accept")
        let cache = CachingTransport(wrapping: stub, store: CacheStore(directory: dir.path), now: FakeNow().function)
        _ = try await cache.send(HTTPRequest(url: Self.url, headers: ["Accept": "application/json"]))
        let xml = try await cache.send(HTTPRequest(url: Self.url, headers: ["Accept": "text/xml"]))
        #expect(stub.requests.count == 2)
        #expect(String(decoding: xml.body, as: UTF8.self) == "Accept=text/xml")
        // The entry now holds the XML answer: asked with it, it is served.
        let again = try await cache.send(HTTPRequest(url: Self.url, headers: ["Accept": "text/xml"]))
        #expect(stub.requests.count == 2)
        #expect(again.headers[CachingTransport.markerHeader] == "fresh")
    }

    @Test func varyStarIsNeverReused() async throws {
        let dir = TemporaryDirectory(); defer { dir.remove() }
        let stub = Self.echo(vary: "*")
        let cache = CachingTransport(wrapping: stub, store: CacheStore(directory: dir.path), now: FakeNow().function)
        _ = try await cache.send(HTTPRequest(url: Self.url))
        _ = try await cache.send(HTTPRequest(url: Self.url))
        #expect(stub.requests.count == 2)
        #expect(dir.files().isEmpty)
    }

    @Test func theOfflineFallbackObeysTheKey() async throws {
        let dir = TemporaryDirectory(); defer { dir.remove() }
        let failing = Failing()
        let stub = Self.echo(failing: { failing.on.withLock { $0 } })
        let now = FakeNow()
        let cache = CachingTransport(wrapping: stub, store: CacheStore(directory: dir.path), now: now.function)
        _ = try await cache.send(HTTPRequest(url: Self.url, headers: ["X-Api-Key": "alice-SECRET"]))
        failing.on.withLock { $0 = true }
        now.advance(by: 3600)
        let alice = try await cache.send(HTTPRequest(url: Self.url, headers: ["X-Api-Key": "alice-SECRET"]))
        #expect(alice.headers[CachingTransport.markerHeader] == "stale-offline")
        await #expect(throws: HTTPError.self) {
            _ = try await cache.send(HTTPRequest(url: Self.url, headers: ["X-Api-Key": "bob"]))
        }
    }

    @Test func noCredentialIsWrittenInClear() async throws {
        let dir = TemporaryDirectory(); defer { dir.remove() }
        let stub = Self.echo(vary: "X-Api-Key")
        let cache = CachingTransport(wrapping: stub, store: CacheStore(directory: dir.path), now: FakeNow().function)
        let url = "https://TOKENSECRET@x.test/items?api_key=QSECRET&page=2"
        _ = try await cache.send(HTTPRequest(url: url, headers: ["X-Api-Key": "HEADERSECRET", "Cookie": "c=CRUMBSECRET"]))
        let again = try await cache.send(HTTPRequest(url: url, headers: ["X-Api-Key": "HEADERSECRET", "Cookie": "c=CRUMBSECRET"]))
        #expect(again.headers[CachingTransport.markerHeader] == "fresh")
        #expect(again.effectiveURL == url)
        let files = dir.files()
        #expect(files.count == 1)
        for file in files {
            // The body echoes the request by design; everything pagetty adds around it must not.
            let bytes = try [UInt8](Data(contentsOf: URL(fileURLWithPath: file)))
            let head = String(decoding: bytes.prefix { $0 != 0x0A } + bytes.dropFirst(16).prefix { $0 != 0x0A }, as: UTF8.self)
            for secret in ["TOKENSECRET", "QSECRET", "COOKIESECRET", "HEADERSECRET", "CRUMBSECRET"] {
                #expect(!head.contains(secret), "\(secret)")
                #expect(!file.contains(secret))
            }
            #expect(head.contains("page=2"), "the redacted URL is kept for reading")
        }
    }
}
