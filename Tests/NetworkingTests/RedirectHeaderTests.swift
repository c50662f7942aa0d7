import Foundation
import Networking
import Testing
import TestSupport

/// Every header the caller set (a `-H 'X-Api-Key: …'` as much as the token) was given for the
/// first request's origin: pagetty follows redirects itself and drops them on an origin change.
@Suite("Caller headers across redirects")
struct RedirectHeaderTests {
    let transport = CurlTransport()
    let headers: HTTPHeaders = ["Authorization": "Bearer t0k", "X-Api-Key": "s", "Cookie": "session=1",
                                "Accept": "application/json"]

    @Test("a -H header is not forwarded to another port or host", arguments: [
        "http://127.0.0.1:%d/landed",  // same host, other port
        "http://localhost:%d/landed",  // other host name
    ])
    func customHeaderDroppedOffOrigin(template: String) async throws {
        let target = try LoopbackServer { _ in .text(200, "landed") }
        let port = target.port
        let origin = try LoopbackServer { request in
            request.path == "/start"
                ? .respond(302, [("Location", String(format: template, port)), ("Content-Length", "0")], [])
                : .text(200, "origin")
        }
        let response = try await transport.send(HTTPRequest(url: origin.baseURL + "/start", headers: headers))
        #expect(response.text == "landed")
        #expect(origin.requests.first?.header("X-Api-Key") == "s")
        let landed = try #require(target.requests.first, "the redirect was not followed")
        #expect(landed.header("X-Api-Key") == nil)
        #expect(landed.header("Authorization") == nil)
        #expect(landed.header("Cookie") == nil)
        #expect(landed.header("Accept") == "application/json")
    }

    @Test("a same-origin redirect keeps every header")
    func sameOriginKeepsHeaders() async throws {
        let origin = try LoopbackServer { request in
            request.path == "/start" ? .respond(301, [("Location", "/landed"), ("Content-Length", "0")], [])
                : .text(200, "landed")
        }
        let response = try await transport.send(HTTPRequest(url: origin.baseURL + "/start", headers: headers))
        #expect(response.text == "landed")
        #expect(response.effectiveURL == origin.baseURL + "/landed")
        #expect(origin.requests.map { $0.header("X-Api-Key") } == ["s", "s"])
        #expect(origin.requests.map { $0.header("Authorization") } == ["Bearer t0k", "Bearer t0k"])
    }

    /// A server whose `/r/N` redirects to `/r/N-1` and `/r/0` answers.
    func chain() throws -> LoopbackServer {
        try LoopbackServer { request in
            guard let n = Int(request.path.dropFirst(3)), n > 0 else { return .text(200, "landed") }
            return .respond(302, [("Location", "/r/\(n - 1)"), ("Content-Length", "0")], [])
        }
    }

    @Test("five redirects are followed, a sixth is refused")
    func hopLimit() async throws {
        let server = try chain()
        #expect(try await transport.send(HTTPRequest(url: server.baseURL + "/r/5")).text == "landed")
        #expect(server.requests.count == 6)
        await #expect(throws: HTTPError.transport(code: 47, message: "stopped after 5 redirects")) {
            try await transport.send(HTTPRequest(url: server.baseURL + "/r/6"))
        }
        #expect(server.requests.count == 6 + 6)
    }

    @Test("a POST redirected by 303 continues as a GET without its body or its headers off origin")
    func postSeeOther() async throws {
        let target = try LoopbackServer { request in .text(200, request.method) }
        let port = target.port
        let origin = try LoopbackServer { _ in
            .respond(303, [("Location", "http://localhost:\(port)/result"), ("Content-Length", "0")], [])
        }
        var request = HTTPRequest(url: origin.baseURL + "/q", method: .post, headers: headers, body: Array("{}".utf8))
        request.headers.set("Content-Type", "application/json")
        let response = try await transport.send(request)
        #expect(response.text == "GET")
        #expect(target.requests.first?.header("Content-Type") == nil)
        #expect(target.requests.first?.header("X-Api-Key") == nil)
    }
}
