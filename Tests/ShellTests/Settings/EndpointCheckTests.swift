import Shell
import Testing

/// Where a base URL may point: https anywhere, plain http to this machine only, nothing with
/// userinfo or without a host; IPv6 loopback in any of its spellings.
@Suite struct EndpointCheckTests {
    @Test(arguments: [
        "https://api.example.com/v3", "http://127.0.0.1:8080/github", "HTTP://LOCALHOST:80",
        "http://[::1]:8080/github", "http://[0:0:0:0:0:0:0:1]:8080/github", "http://[::ffff:127.0.0.1]/",
    ])
    func accepted(_ base: String) throws {
        try Endpoint.check(base)
    }

    @Test func plainHTTPElsewhereIsRefusedByItsHost() {
        #expect(throws: EndpointError.plainHTTP("example.com")) { try Endpoint.check("http://example.com") }
        #expect(throws: EndpointError.plainHTTP("127.evil.example")) { try Endpoint.check("http://127.evil.example/") }
        #expect(throws: EndpointError.self) { try Endpoint.check("http://[::2]/") }
    }

    @Test(arguments: ["https://user:pw@example.com", "https://user@127.0.0.1/", "ftp://example.com", "https://", "/github", "example.com"])
    func invalid(_ base: String) {
        #expect(throws: EndpointError.invalid(base)) { try Endpoint.check(base) }
    }
}
