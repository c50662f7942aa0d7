import Catalog
import Clocks
import Foundation
import Networking
import Paging
import Testing
import TestSupport

/// The real Paginator over CurlTransport refuses a next link off the API's origin: no request
/// (and so no token) goes there, and the list shows why it stopped.
@MainActor @Suite(.timeLimit(.minutes(1))) struct OffHostNextLinkTests {
    /// Curl with the token `secret` for `server`'s origin, as the command stacks them.
    func secret(_ server: LoopbackServer) -> any Transport {
        CredentialTransport.wrapping(CurlTransport(), in: BuiltInSource.github.credentials(base: server.baseURL, token: "secret"))
    }

    @Test("next links to another port, host, scheme or with userinfo are never fetched", arguments: [
        "http://127.0.0.1:%d/users?since=3",  // the other server: another port
        "http://localhost:%d/users?since=3",  // another host name
        "https://127.0.0.1:%d/users?since=3",  // another scheme
        "http://me@127.0.0.1:%d/users?since=3",  // userinfo
    ])
    func refused(template: String) async throws {
        let other = try LoopbackServer { _ in .respond(200, [], Fixtures.githubUsers([4, 5])) }
        let next = String(format: template, other.port)
        let origin = try LoopbackServer { _ in
            .respond(200, [("Link", "<\(next)>; rel=\"next\"")], Fixtures.githubUsers([1, 2, 3]))
        }
        let source = GitHubUsers(base: try APIBase(origin.baseURL), perPage: 3)
        let paginator = Paginator(source: source, transport: secret(origin), clock: TestClock<Duration>())
        paginator.appeared(0..<10)
        await paginator.quiescent()
        #expect(paginator.failure != nil && !paginator.inFlight)
        #expect(paginator.failure?.description.hasPrefix("refused a next link to another host") == true)
        #expect(Array(describe(paginator).prefix(3)) == ["1", "2", "3"])
        #expect(other.requests.isEmpty)
        #expect(origin.requests.count == 1)
        #expect(origin.requests.first?.header("Authorization") == "Bearer secret")
    }

    @Test("a same-origin next link is followed with the token")
    func followed() async throws {
        let server = try LoopbackServer { request in
            request.path.contains("since=0")
                ? .respond(200, [("Link", "</users?since=3>; rel=\"next\"")], Fixtures.githubUsers([1, 2, 3]))
                : .respond(200, [("Link", "<x>; rel=\"prev\"")], Fixtures.githubUsers([4, 5]))
        }
        let source = GitHubUsers(base: try APIBase(server.baseURL), perPage: 3)
        let paginator = Paginator(source: source, transport: secret(server), clock: TestClock<Duration>())
        paginator.appeared(0..<10)
        await paginator.quiescent()
        #expect(paginator.exhausted && !paginator.inFlight)
        #expect(describe(paginator) == ["1", "2", "3", "4", "5", "end: end of list"])
        #expect(server.requests.map { $0.header("Authorization") } == ["Bearer secret", "Bearer secret"])
    }
}
