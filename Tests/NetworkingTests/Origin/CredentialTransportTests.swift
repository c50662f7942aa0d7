import Networking
import Testing
import TestSupport

/// The one credential rule as a transport: what is given for an origin goes to that origin alone
/// (scheme, host and port as `URLOrigin` reads them), and never with userinfo or across a redirect.
@Suite struct CredentialTransportTests {
    let credentials = OriginCredentials(for: "https://api.example.com/v1",
                                        headers: ["Authorization": "Bearer t0k", "X-Api-Key": "k3y"])!

    /// The headers `url`'s request reached the network with.
    func sent(_ url: String, headers: HTTPHeaders = ["Accept": "application/json"],
              credentials: OriginCredentials? = nil) async throws -> HTTPHeaders {
        let inner = StubTransport { _ in HTTPResponse(status: 200) }
        let transport = CredentialTransport(wrapping: inner, credentials: credentials ?? self.credentials)
        _ = try await transport.send(HTTPRequest(url: url, headers: headers))
        return try #require(inner.requests.first).headers
    }

    @Test("the same origin gets them", arguments: [
        "https://api.example.com/v1/items?page=2",
        "https://API.Example.COM:443/other/path",  // case, and the default port said out loud
        "HTTPS://api.example.com",
    ])
    func sameOrigin(url: String) async throws {
        let headers = try await sent(url)
        #expect(headers["Authorization"] == "Bearer t0k")
        #expect(headers["X-Api-Key"] == "k3y")
        #expect(headers["Accept"] == "application/json")
    }

    @Test("any other gets none", arguments: [
        "https://evil.example/v1",  // another host
        "https://api.example.com.evil.example/v1",  // a look-alike suffix
        "https://api.example.com./v1",  // a trailing dot is another name
        "https://api.example.com:8443/v1",  // another port
        "http://api.example.com/v1",  // another scheme
        "https://api.example.com@evil.example/v1",  // userinfo: the host is evil.example
        "https://user:pw@api.example.com/v1",  // userinfo on the origin: libcurl would send its own
        "https://[::1]/v1",
        "/v1/items",  // a relative URL is no origin
        "",
    ])
    func otherOrigin(url: String) async throws {
        let headers = try await sent(url)
        #expect(headers["Authorization"] == nil)
        #expect(headers["X-Api-Key"] == nil)
        #expect(headers["Accept"] == "application/json")
    }

    @Test func ipv6LiteralsCompareAsAddresses() async throws {
        let local = try #require(OriginCredentials(for: "http://[::1]:8080/api", headers: ["Authorization": "Bearer six"]))
        #expect(try await sent("http://[0:0:0:0:0:0:0:1]:8080/api/x", credentials: local)["Authorization"] == "Bearer six")
        for url in ["http://[::2]:8080/api", "http://[::1]:8081/api", "http://127.0.0.1:8080/api", "http://user@[::1]:8080/api"] {
            #expect(try await sent(url, credentials: local)["Authorization"] == nil, "\(url)")
        }
    }

    @Test func aGivenHeaderOfTheSameNameIsReplacedOnlyAtHome() async throws {
        let home = try await sent("https://api.example.com/x", headers: ["Authorization": "Bearer other"])
        #expect(home.values(for: "Authorization") == ["Bearer t0k"])
        let away = try await sent("https://evil.example/x", headers: ["Authorization": "Bearer other"])
        #expect(away.values(for: "Authorization") == ["Bearer other"])
    }

    @Test func noTokenIsNoCredentials() {
        #expect(OriginCredentials.bearer(nil, for: "https://api.example.com") == nil)
        #expect(OriginCredentials.bearer("", for: "https://api.example.com") == nil)
        #expect(OriginCredentials.bearer("t", for: "not a url") == nil)
        #expect(OriginCredentials.bearer("t", for: "https://api.example.com")?.headers["Authorization"] == "Bearer t")
    }

    /// Over curl: the redirect is followed below the decorator, and its target (another port of
    /// this machine) gets none of them, while the origin did.
    @Test func aRedirectToAnotherOriginCarriesNone() async throws {
        let target = try LoopbackServer { _ in .text(200, "landed") }
        let port = target.port
        let origin = try LoopbackServer { request in
            request.path == "/start" ? .respond(302, [("Location", "http://127.0.0.1:\(port)/landed"), ("Content-Length", "0")], [])
                : .text(200, "home")
        }
        let credentials = try #require(OriginCredentials(for: origin.baseURL, headers: ["Authorization": "Bearer t0k", "X-Api-Key": "k3y"]))
        let transport = CredentialTransport(wrapping: CurlTransport(), credentials: credentials)
        let response = try await transport.send(HTTPRequest(url: origin.baseURL + "/start"))
        #expect(response.text == "landed")
        #expect(origin.requests.first?.header("Authorization") == "Bearer t0k")
        let landed = try #require(target.requests.first, "the redirect was not followed")
        #expect(landed.header("Authorization") == nil)
        #expect(landed.header("X-Api-Key") == nil)
    }
}
