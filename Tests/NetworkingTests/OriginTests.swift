import Networking
import Testing

/// The loopback rule, origins and URL redaction: the pure parts of keeping credentials home.
@Suite struct OriginTests {
    @Test(arguments: ["localhost", "LocalHost", "127.0.0.1", "127.1.2.3", "127.255.255.255", "::1", "[::1]",
                      "0:0:0:0:0:0:0:1", "::ffff:127.0.0.1"])
    func loopback(host: String) { #expect(Loopback.isLoopback(host)) }

    @Test(arguments: ["127.evil.example", "127.0.0.1.evil.example", "localhost.evil.example", "127.1", "0127.0.0.1",
                      "128.0.0.1", "::2", "::ffff:10.0.0.1", "", "evil.example", "127.0.0.256", "127.0.0.1 "])
    func notLoopback(host: String) { #expect(!Loopback.isLoopback(host)) }

    @Test func origins() throws {
        let plain = try #require(URLOrigin("HTTP://Example.COM/x?y"))
        #expect(plain == URLOrigin("http://example.com:80/"))
        #expect(plain != URLOrigin("https://example.com/"))
        #expect(plain != URLOrigin("http://example.com:8080/"))
        #expect(URLOrigin("https://[::1]:8443/a")?.host == "::1")
        #expect(URLOrigin("https://[::1]:8443/a")?.isLoopback == true)
        #expect(URLOrigin("file:///etc/passwd") == nil)
        #expect(URLOrigin("/relative") == nil)
    }

    @Test func redaction() {
        #expect(RedactedURL.redact("https://a.example/x?page=2&token=abc&per_page=5")
            == "https://a.example/x?page=2&token=REDACTED&per_page=5")
        #expect(RedactedURL.redact("https://a.example/x?api_key=1&access_token=2&X-Amz-Signature=3&sig=4&client_secret=5#f")
            == "https://a.example/x?api_key=REDACTED&access_token=REDACTED&X-Amz-Signature=REDACTED&sig=REDACTED&client_secret=REDACTED#f")
        #expect(RedactedURL.redact("https://a.example/x?password=p&auth=q&apiKey=r&author=alice&after=5")
            == "https://a.example/x?password=REDACTED&auth=REDACTED&apiKey=REDACTED&author=alice&after=5")
        #expect(RedactedURL.redact("https://a.example/x?%74oken=abc") == "https://a.example/x?%74oken=REDACTED")
        #expect(RedactedURL.redact("https://user:pw@a.example/x") == "https://REDACTED@a.example/x")
        #expect(RedactedURL.redact("https://a.example/x?since=46&per_page=100") == "https://a.example/x?since=46&per_page=100")
        #expect(RedactedURL.redact("not a url ?token") == "not a url ?token")
    }

    @Test func redirectPolicy() throws {
        let request = HTTPRequest(url: "https://api.example/a", headers: ["Authorization": "x", "X-Api-Key": "k", "Accept": "a/b"])
        let same = try RedirectPolicy.next(after: request, status: 302, location: "https://api.example/b", hops: 0, limit: 5)
        #expect(same.headers == request.headers)
        let other = try RedirectPolicy.next(after: request, status: 307, location: "https://cdn.example/b", hops: 0, limit: 5)
        #expect(other.headers == ["Accept": "a/b"])
        #expect(throws: HTTPError.redirectRefused("from https to plain http: http://api.example/b?token=REDACTED")) {
            try RedirectPolicy.next(after: request, status: 302, location: "http://api.example/b?token=t", hops: 0, limit: 5)
        }
        #expect(throws: HTTPError.transport(code: 47, message: "stopped after 5 redirects")) {
            try RedirectPolicy.next(after: request, status: 302, location: "https://api.example/b", hops: 5, limit: 5)
        }
        #expect(throws: HTTPError.self) {
            try RedirectPolicy.next(after: request, status: 302, location: "ftp://api.example/b", hops: 0, limit: 5)
        }
    }
}
