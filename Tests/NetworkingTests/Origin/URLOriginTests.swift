import Networking
import Testing

/// The one origin type: two spellings of one origin are equal, and nothing else is. Issue 39,
/// point 4: `APIBase` and `URLOrigin` parsed origins apart and read IPv6 literals differently.
@Suite struct URLOriginTests {
    @Test("same origin", arguments: [
        ("http://127.0.0.1:8080/a", "http://127.0.0.1:8080/b?c=d"),
        ("HTTP://Example.COM/x", "http://example.com:80/"),  // scheme and host case; the default port said out loud
        ("https://example.com", "https://EXAMPLE.com:443/a#f"),
        ("http://[::1]:8080/a", "http://[::1]:8080/b"),
        ("http://[::1]:8080/a", "http://[0:0:0:0:0:0:0:1]:8080/b"),  // one address, two texts
        ("http://[::1]/a", "http://[0::1]:80/b"),
        ("https://[2001:DB8::1]/a", "https://[2001:db8:0:0::1]:443/b"),
        ("http://[::ffff:127.0.0.1]:9/a", "http://[::FFFF:7f00:1]:9/b"),
    ])
    func same(a: String, b: String) throws {
        let one = try #require(URLOrigin(a)), other = try #require(URLOrigin(b))
        #expect(one == other)
        #expect(one.description == other.description)
    }

    @Test("another origin", arguments: [
        ("http://127.0.0.1:8080/a", "http://127.0.0.1:8081/a"),  // port
        ("http://127.0.0.1/a", "http://127.0.0.2/a"),
        ("http://127.0.0.1/a", "http://[::ffff:127.0.0.1]/a"),  // one machine, but another host as far as URLs go
        ("http://example.com/a", "https://example.com/a"),  // scheme
        ("https://example.com/a", "https://example.com:80/a"),
        ("http://[::1]:8080/a", "http://[::2]:8080/a"),
        ("http://[::1]:8080/a", "http://localhost:8080/a"),
        ("https://example.com/a", "https://example.com./a"),  // a trailing dot is another name
    ])
    func another(a: String, b: String) throws {
        let one = try #require(URLOrigin(a)), other = try #require(URLOrigin(b))
        #expect(one != other)
    }

    @Test func theTextFormBracketsIPv6AndSaysThePort() throws {
        #expect(URLOrigin("http://[0:0:0:0:0:0:0:1]:8080/x")?.description == "http://[::1]:8080")
        #expect(URLOrigin("HTTPS://Example.COM/x")?.description == "https://example.com:443")
        #expect(URLOrigin("http://10.0.0.1/x")?.description == "http://10.0.0.1:80")
    }

    /// Userinfo in a redirect's Location, even on the same host, is no place for the caller's
    /// credentials: libcurl would send credentials of its own there.
    @Test func aRedirectCarryingUserinfoLosesTheCredentials() throws {
        let request = HTTPRequest(url: "https://api.example/a", headers: ["Authorization": "x", "Accept": "a/b"])
        let next = try RedirectPolicy.next(after: request, status: 302, location: "https://u:p@api.example/b", hops: 0, limit: 5)
        #expect(next.headers == ["Accept": "a/b"])
    }
}
