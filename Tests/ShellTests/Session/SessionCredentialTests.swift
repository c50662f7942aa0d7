import Catalog
import Networking
import Paging
import Shell
import Testing
import TestSupport

/// A generic list's `-H` headers and token reach the wire through the session's
/// `CredentialTransport` alone, on the list's origin alone: its source builds every request
/// without them, and detection's probes go through the same stack.
@Suite struct SessionCredentialTests {
    static let home = SessionTests.home
    static let environment = ["MY_TOKEN": "s3cret"]
    static let options = GenericOptions(["url": home + "/items", "headers": "X-Key: k1", "token_env": "MY_TOKEN"])

    static func session(network: any Transport) -> Session {
        SessionTests.session(.list(options), settings: SessionTests.settings(token: nil, cache: nil), network: network,
                             environment: environment)
    }

    /// The first page and a next link on the list's origin carry both; a next link on another
    /// host, or over plain http, carries neither.
    @Test func aListsPagesCarryItsCredentialsOnItsOriginAlone() async throws {
        let network = SessionTests.network()
        let session = Self.session(network: network)
        let source = try GenericSource(spec: try Self.options.spec(), environment: Self.environment)
        let requests = [source.request(for: source.strategy.first),
                        source.request(for: .url(Self.home + "/items?page=2")),
                        source.request(for: .url("https://elsewhere.example.test/items?page=2")),
                        source.request(for: .url("http://api.example.test/items?page=2")),
                        source.detailRequest(for: ListItem(id: "1", cells: [], webURL: Self.home + "/items/1"))]
        #expect(requests.allSatisfy { $0.headers["X-Key"] == nil && $0.headers["Authorization"] == nil })
        for request in requests { _ = try await session.recorder.send(request) }
        #expect(network.requests.map { $0.headers["X-Key"] } == ["k1", "k1", nil, nil, "k1"])
        #expect(network.requests.map { $0.headers["Authorization"] } == ["Bearer s3cret", "Bearer s3cret", nil, nil, "Bearer s3cret"])
    }

    /// Detection's first request and its confirming page 2 go through the session: both carry the
    /// credentials the probe request itself does not.
    @Test func detectionsProbesCarryThemToo() async throws {
        let network = StubTransport { request throws(HTTPError) in
            let first = !request.url.contains("?")
            let body = first ? #"{"items":[{"id":1},{"id":2}],"next_cursor":"c2"}"# : #"{"items":[{"id":3}],"next_cursor":null}"#
            return HTTPResponse(status: 200, headers: ["Content-Type": "application/json"], body: Array(body.utf8),
                                effectiveURL: request.url)
        }
        let session = Self.session(network: network)
        let probe = try Self.options.probeRequest(environment: Self.environment)
        #expect(probe.headers["X-Key"] == nil && probe.headers["Authorization"] == nil)
        _ = try await GenericResolver.resolve(Self.options, transport: session.recorder, environment: Self.environment)
        #expect(network.requests.count >= 2, "\(network.requests.map(\.url))")
        #expect(network.requests.allSatisfy { $0.headers["X-Key"] == "k1" && $0.headers["Authorization"] == "Bearer s3cret" })
    }
}
