import Catalog
import MockAPI
import MockSupport
import Networking
import Paging
import Testing

/// The bearer token goes only to the spec URL's origin, only over https or loopback.
@MainActor @Suite(.timeLimit(.minutes(1))) struct TokenTests {
    func spec(_ url: String, headers: [String] = []) throws -> GenericSpec {
        try GenericSpec.parse(url: url, items: "data.items", strategy: "next:next", headers: headers, tokenEnv: "EXAMPLE_TOKEN")
    }

    /// The source's requests carry no credential; the wire carries the token and `-H` on the
    /// spec URL's origin alone (`CredentialTransport`, as every session stacks it).
    @Test func tokenOnlyToItsOwnOrigin() async throws {
        let source = try GenericSource(spec: spec("https://api.example.com/v1/things", headers: ["X-Key: k"]),
                                       environment: ["EXAMPLE_TOKEN": "s3cret"])
        let first = source.request(for: source.strategy.first)
        #expect(first.headers["Authorization"] == nil)
        #expect(first.headers["X-Key"] == nil)
        let sent = try await onTheWire(source, [first, source.request(for: .url("https://api.example.com:8443/v1/things")),
                                                source.request(for: .url("https://evil.example/v1"))])
        #expect(sent.map { $0.headers["Authorization"] } == ["Bearer s3cret", nil, nil])
        #expect(sent.map { $0.headers["X-Key"] } == ["k", nil, nil])
        #expect(source.detailRequest(for: ListItem(id: "1", cells: [], webURL: "https://evil.example/1")).url
            == "https://api.example.com/v1/things")
    }

    /// A `-H` header may be an API key as much as the token is: it stays home too.
    @Test func specHeadersOnlyToTheirOwnOrigin() async throws {
        let source = try GenericSource(spec: spec("https://api.example.com/v1/things", headers: ["X-Key: k"]),
                                       environment: ["EXAMPLE_TOKEN": "s"])
        let requests = [source.request(for: .url("https://api.example.com/v1/things?page=2")),
                        source.request(for: .url("/v1/things?page=2")),
                        source.request(for: .url("https://evil.example/v1")),
                        source.request(for: .url("http://api.example.com/v1"))]
        #expect(requests.allSatisfy { $0.headers["X-Key"] == nil })
        #expect(try await onTheWire(source, requests).map { $0.headers["X-Key"] } == ["k", "k", nil, nil])
    }

    @Test func tokenNeedsHTTPSOrLoopbackAndAValue() throws {
        #expect(throws: GenericSpecError.tokenOverHTTP("api.example.com")) {
            try GenericSource(spec: spec("http://api.example.com/v1"), environment: ["EXAMPLE_TOKEN": "s"])
        }
        #expect(throws: GenericSpecError.tokenNotSet("EXAMPLE_TOKEN")) {
            try GenericSource(spec: spec("https://api.example.com/v1"), environment: ["EXAMPLE_TOKEN": ""])
        }
        #expect((try? GenericSource(spec: spec("http://127.0.0.1:9/v1"), environment: ["EXAMPLE_TOKEN": "s"])) != nil)
    }

    @Test func offHostNextLinkIsRefusedAndTheTokenStaysHome() async throws {
        try await withServer { server in
            server.addFault(FaultRule(pathPrefix: "/generic/next", kind: .foreignNextLink(host: "evil.example:9")))
            let source = try GenericSource(spec: spec(server.baseURL + "/generic/next"), environment: ["EXAMPLE_TOKEN": "s"])
            let result = await readToEnd(source)
            #expect(result.ids == newestFirst().prefix(10).map { $0 })
            #expect(result.last == "error: refused a next link to another host: http://evil.example:9/generic/next?after=51&limit=10")
            #expect(server.requestLog.count == 1)
            #expect(server.requestLog.first?.headers.contains { $0.name == "authorization" } == true)
        }
    }

    @Test func offHostLinkHeaderIsRefused() async throws {
        try await withServer { server in
            server.addFault(FaultRule(pathPrefix: "/generic/link", kind: .foreignNextLink(host: "evil.example")))
            let spec = try GenericSpec.parse(url: server.baseURL + "/generic/link", strategy: "link")
            let result = await readToEnd(try GenericSource(spec: spec, environment: [:]))
            #expect(result.ids.count == 10)
            #expect(result.last.hasPrefix("error: refused a next link to another host: http://evil.example/generic/link?page=2"))
        }
    }
}

/// "Loopback" is decided by parsing the host, never by how its name starts.
@Suite(.timeLimit(.minutes(1))) struct LoopbackTokenTests {
    func spec(_ url: String) throws -> GenericSpec {
        try GenericSpec.parse(url: url, items: "data.items", strategy: "next:next", tokenEnv: "EXAMPLE_TOKEN")
    }

    @Test(arguments: ["http://127.evil.example/v1", "http://127.0.0.1.evil.example/v1", "http://localhost.evil.example/v1",
                      "http://127.1/v1", "http://[::2]/v1"])
    func nameThatOnlyLooksLocalGetsNoToken(url: String) throws {
        #expect(throws: GenericSpecError.self) {
            try GenericSource(spec: spec(url), environment: ["EXAMPLE_TOKEN": "s"])
        }
    }

    @Test(arguments: ["http://127.0.0.1:9/v1", "http://127.255.0.9/v1", "http://localhost:9/v1", "http://LOCALHOST/v1",
                      "http://[::1]:9/v1"])
    func loopbackGetsTheToken(url: String) async throws {
        let source = try GenericSource(spec: spec(url), environment: ["EXAMPLE_TOKEN": "s"])
        let sent = try await onTheWire(source, [source.request(for: source.strategy.first)])
        #expect(sent.first?.headers["Authorization"] == "Bearer s")
    }
}
