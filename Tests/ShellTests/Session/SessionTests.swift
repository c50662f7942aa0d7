import HTTPCache
import Networking
import Paging
import Shell
import Storage
import Synchronization
import Testing
import TestSupport

/// The one composition root: a session's requests meet the recorder, the pages already fetched,
/// the credentials on their origin alone, the disk cache and the network, in that order.
@Suite struct SessionTests {
    static let home = "https://api.example.test"

    /// Settings whose GitHub endpoint is `home` with `token`, the disk cache in `cache` (or off).
    static func settings(token: String? = "t0k", cache: String?) -> Settings {
        var settings = Settings(paths: Paths(environment: [:], accountHome: nil))
        settings.endpoints[.github] = Endpoint(base: home, token: token)
        settings.cacheDirectory = cache
        return settings
    }

    /// A network answering every URL with a JSON page fresh for a minute, tagged `"v1"`.
    static func network() -> StubTransport {
        StubTransport { _ throws(HTTPError) in
            HTTPResponse(status: 200, headers: ["Content-Type": "application/json", "Cache-Control": "private, max-age=60",
                                                "ETag": "\"v1\""],
                         body: Array("[{\"id\":1}]".utf8))
        }
    }

    static func session(_ source: SessionSource, mode: SessionMode = .browse, settings: Settings,
                        network: any Transport, environment: [String: String] = [:],
                        tell: @escaping @Sendable (String) -> Void = { _ in }) -> Session {
        Session(settings: settings, source: source, mode: mode, network: network, environment: environment, tell: tell)
    }

    @Test func theTokenGoesToItsOriginAlone() async throws {
        let network = Self.network()
        let session = Self.session(.builtIn(.github), settings: Self.settings(cache: nil), network: network)
        _ = try await session.recorder.send(HTTPRequest(url: Self.home + "/users"))
        _ = try await session.recorder.send(HTTPRequest(url: "https://elsewhere.example.test/users"))
        #expect(network.requests.map { $0.headers["Authorization"] } == ["Bearer t0k", nil])
    }

    @Test func aSecondIdenticalRequestIsServedByTheCache() async throws {
        let directory = TemporaryDirectory(); defer { directory.remove() }
        let network = Self.network()
        let session = Self.session(.builtIn(.github), settings: Self.settings(cache: directory.path), network: network)
        _ = try await session.recorder.send(HTTPRequest(url: Self.home + "/users"))
        let second = try await session.recorder.send(HTTPRequest(url: Self.home + "/users"))
        #expect(network.requests.count == 1)
        #expect(second.headers[CachingTransport.markerHeader] == "fresh")
    }

    /// The credentials sit above the cache, which keys what it keeps by them: another token's page
    /// is never served from this one's entry.
    @Test func theCacheSeesTheCredentials() async throws {
        let directory = TemporaryDirectory(); defer { directory.remove() }
        let network = Self.network()
        let mine = Self.session(.builtIn(.github), settings: Self.settings(token: "mine", cache: directory.path), network: network)
        let theirs = Self.session(.builtIn(.github), settings: Self.settings(token: "theirs", cache: directory.path), network: network)
        _ = try await mine.recorder.send(HTTPRequest(url: Self.home + "/users"))
        _ = try await theirs.recorder.send(HTTPRequest(url: Self.home + "/users"))
        #expect(network.requests.map { $0.headers["Authorization"] } == ["Bearer mine", "Bearer theirs"])
    }

    /// `pagetty url`'s `-H` and `--token-env` are the session's credentials too, on the list's origin alone.
    @Test func aGenericListsHeadersAndTokenGoToItsOriginAlone() async throws {
        let network = Self.network()
        let options = GenericOptions(["url": Self.home + "/items", "headers": "X-Key: k1", "token_env": "MY_TOKEN"])
        let session = Self.session(.list(options), settings: Self.settings(token: nil, cache: nil), network: network,
                                   environment: ["MY_TOKEN": "s3cret"])
        _ = try await session.recorder.send(HTTPRequest(url: Self.home + "/other"))
        _ = try await session.recorder.send(HTTPRequest(url: "https://elsewhere.example.test/items"))
        #expect(network.requests.map { $0.headers["X-Key"] } == ["k1", nil])
        #expect(network.requests.map { $0.headers["Authorization"] } == ["Bearer s3cret", nil])
    }

    /// Detection's pages are answered once without the network, through the recorder (a followed
    /// list's first poll asks with the tag of the page it read).
    @Test func pagesAlreadyFetchedAreAnsweredOnceAndRecorded() async throws {
        let network = Self.network()
        let session = Self.session(.builtIn(.github), settings: Self.settings(cache: nil), network: network)
        let url = Self.home + "/users?page=1"
        session.answer([(url, HTTPResponse(status: 200, headers: ["ETag": "\"probe\""], body: Array("[]".utf8)))])
        _ = try await session.recorder.send(HTTPRequest(url: url))
        #expect(network.requests.isEmpty)
        #expect(session.recorder.etags.tag(for: HTTPRequest(url: url)) == "\"probe\"")
        _ = try await session.recorder.send(HTTPRequest(url: url))
        #expect(network.requests.count == 1)
    }

    /// Another tab of the run carries its own source's token, over the same cache.
    @Test func aSharingSessionCarriesItsOwnCredentialsOverTheSameCache() async throws {
        let directory = TemporaryDirectory(); defer { directory.remove() }
        let network = Self.network()
        var settings = Self.settings(cache: directory.path)
        settings.endpoints[.qiita] = Endpoint(base: "https://qiita.example.test", token: "q1")
        let github = Self.session(.builtIn(.github), settings: settings, network: network)
        let qiita = github.sharing(.builtIn(.qiita), mode: .browse)
        _ = try await qiita.recorder.send(HTTPRequest(url: "https://qiita.example.test/items"))
        let again = try await github.sharing(.builtIn(.qiita), mode: .browse).recorder
            .send(HTTPRequest(url: "https://qiita.example.test/items"))
        #expect(network.requests.map { $0.headers["Authorization"] } == ["Bearer q1"])
        #expect(again.headers[CachingTransport.markerHeader] == "fresh")
    }

    /// Pipe mode says on stderr when it is served a stale page offline; the browser says it in its status bar.
    @Test(arguments: [(SessionMode.pipe(.jsonl), 1), (.browse, 0)])
    func onlyPipeModeTellsOfAnOfflineCopy(mode: SessionMode, told: Int) async throws {
        let directory = TemporaryDirectory(); defer { directory.remove() }
        let down = Mutex(false)
        let network = StubTransport { _ throws(HTTPError) in
            if down.withLock({ $0 }) { throw .transport(code: 7, message: "Couldn't connect to server") }
            return HTTPResponse(status: 200, headers: ["Content-Type": "application/json", "Cache-Control": "no-cache"],
                                body: Array("[{\"id\":1}]".utf8))
        }
        let lines = Mutex<[String]>([])
        let session = Self.session(.builtIn(.github), mode: mode, settings: Self.settings(cache: directory.path),
                                   network: network, tell: { line in lines.withLock { $0.append(line) } })
        _ = try await session.recorder.send(HTTPRequest(url: Self.home + "/users"))
        down.withLock { $0 = true }
        let stale = try await session.recorder.send(HTTPRequest(url: Self.home + "/users"))
        #expect(stale.status == 200)
        #expect(lines.withLock { $0.count } == told)
    }

    @Test func theModeIsTheOneTheOptionsName() {
        let policy = FollowPolicy()
        #expect(SessionMode(pick: nil, print: nil, follow: nil, direction: nil) == .browse)
        #expect(SessionMode(pick: .format(.tsv), print: nil, follow: nil, direction: nil) == .pick(.format(.tsv)))
        #expect(SessionMode(pick: nil, print: .jsonl, follow: nil, direction: nil) == .pipe(.jsonl))
        #expect(SessionMode(pick: nil, print: nil, follow: policy, direction: .tail)
                == .follow(policy, direction: .tail, printing: nil))
        #expect(SessionMode(pick: nil, print: .tsv, follow: policy, direction: nil).pipeFormat == .tsv)
        #expect(SessionMode(pick: nil, print: nil, follow: policy, direction: nil).pipeFormat == nil)
    }

    /// A related list of a followed list is followed in the direction its own list pages; any other is browsed.
    @Test func aRelatedListIsFollowedWhenItsListIsAndBrowsedOtherwise() {
        let policy = FollowPolicy()
        #expect(SessionMode.follow(policy, direction: .tail, printing: nil).child == .follow(policy, direction: nil, printing: nil))
        #expect(SessionMode.pick(.format(.jsonl)).child == .browse)
        #expect(SessionMode.browse.child == .browse)
    }
}
