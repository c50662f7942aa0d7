import Foundation
import Networking
import Testing
import TestSupport

/// A POST body (an `api_key` field, a search with a user's terms) was written for its origin: a
/// 307/308 that would re-send it elsewhere is refused, as a next link to another host is.
@Suite("POST bodies across redirects")
struct RedirectBodyTests {
    let transport = CurlTransport()

    @Test("a 307 or 308 to another origin is refused and the body never reaches it", arguments: [307, 308])
    func bodyStaysHome(status: Int) async throws {
        let target = try LoopbackServer { _ in .text(200, "landed") }
        let port = target.port
        let origin = try LoopbackServer { _ in
            .respond(status, [("Location", "http://localhost:\(port)/other"), ("Content-Length", "0")], [])
        }
        var request = HTTPRequest(url: origin.baseURL + "/q", method: .post, body: Array(#"{"api_key":"s3cret"}"#.utf8))
        request.headers.set("Content-Type", "application/json")
        await #expect(throws: HTTPError.self) { try await transport.send(request) }
        #expect(target.requests.isEmpty)
    }

    @Test("a 307 within the origin keeps the body")
    func sameOriginKeepsBody() throws {
        let request = HTTPRequest(url: "https://api.example/q", method: .post, body: Array("{}".utf8))
        let next = try RedirectPolicy.next(after: request, status: 307, location: "https://api.example/r", hops: 0, limit: 5)
        #expect(next.body == Array("{}".utf8))
        #expect(next.method == .post)
    }

    @Test("the refusal names the redirect, redacted")
    func refusalMessage() {
        let request = HTTPRequest(url: "https://api.example/q", method: .post, body: Array("{}".utf8))
        #expect(throws: HTTPError.redirectRefused("a 308 would send the request body to another origin: https://other.example/r?token=REDACTED")) {
            try RedirectPolicy.next(after: request, status: 308, location: "https://other.example/r?token=t", hops: 0, limit: 5)
        }
    }
}
