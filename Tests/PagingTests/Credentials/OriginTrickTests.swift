import Networking
import Paging
import Testing

/// URL tricks against the origin check that guards next links (and so the token sent with them).
@Suite struct OriginTrickTests {
    let base = try! APIBase("https://api.github.com")

    @Test("refused", arguments: [
        "https://api.github.com@evil.example/users",  // userinfo: the real host is evil.example
        "https://token:x@api.github.com/users",  // userinfo on our own host: never ours to send
        "https://api.github.com.evil/users",  // look-alike suffix
        "https://api.github.com.evil.example:443/users",
        "https://evil-api.github.com/users",
        "https://api.github.com./users",  // trailing dot: another name as far as the check knows
        "https://api.github.co/users",
        "//api.github.com/users",  // scheme-relative
        "/users",  // relative links are resolved before the check, never passed raw
        "https://[::1]/users",
        "https://127.0.0.1/users",
        "http://api.github.com/users",  // scheme downgrade
        "https://api.github.com:444/users",
        "javascript:alert(1)",
        "https://api.github.com\\@evil.example/",
        "https:api.github.com/users",
        "",
    ])
    func refused(url: String) {
        #expect(!base.isSameOrigin(url))
    }

    @Test("accepted", arguments: [
        "https://api.github.com/users?since=46",
        "https://API.GITHUB.COM/users",  // host names are case-insensitive
        "HTTPS://api.github.com/users",
        "https://api.github.com:443/users",  // the default port said out loud
    ])
    func accepted(url: String) {
        #expect(base.isSameOrigin(url))
    }

    @Test func ipv6LiteralsCompareByTheirText() throws {
        let base = try APIBase("http://[::1]:8080/api")
        #expect(base.isSameOrigin("http://[::1]:8080/api/users"))
        #expect(base.url("/users") == "http://[::1]:8080/api/users")
        #expect(!base.isSameOrigin("http://[::2]:8080/api/users"))
        #expect(!base.isSameOrigin("http://[::1]:8081/api/users"))
        #expect(!base.isSameOrigin("http://127.0.0.1:8080/api/users"))
    }

    /// One address written two ways is one origin, as `URLOrigin` reads it for redirects: the
    /// base's check and the redirects' agree (issue 39, point 4).
    @Test func ipv6LiteralsCompareAsAddresses() throws {
        let base = try APIBase("http://[::1]:8080/api")
        #expect(base.isSameOrigin("http://[0:0:0:0:0:0:0:1]:8080/api/users"))
        #expect(!base.isSameOrigin("http://user@[::1]:8080/api/users"))
    }

    /// And the other way: a base written long admits the short text; either way the base's origin
    /// is `URLOrigin`'s, the one type the redirects and `CredentialTransport` compare by.
    @Test func ipv6LiteralsCompareAsAddressesEitherWay() throws {
        let long = try APIBase("http://[0:0:0:0:0:0:0:1]:8080/api")
        #expect(long.isSameOrigin("http://[::1]:8080/api/users"))
        #expect(!long.isSameOrigin("http://[::2]:8080/api/users"))
        #expect(long.origin == URLOrigin("http://[::1]:8080"))
        #expect(try APIBase("http://[::1]:8080").origin == URLOrigin("http://[0:0:0:0:0:0:0:1]:8080/x"))
        #expect(long.url("/users") == "http://[0:0:0:0:0:0:0:1]:8080/api/users")
    }
}
