import Foundation
import Networking
import Testing
import TestSupport

@Suite("CurlTransport against a loopback server")
struct CurlTransportTests {
    let transport = CurlTransport()

    @Test("statuses and bodies come back as they were sent", arguments: [200, 404, 500])
    func statusAndBody(status: Int) async throws {
        let server = try LoopbackServer { _ in .text(status, "body of \(status)") }
        let response = try await transport.send(HTTPRequest(url: server.baseURL + "/x"))
        #expect(response.status == status)
        #expect(response.text == "body of \(status)")
        #expect(response.headers["content-type"] == "text/plain")
        #expect(response.effectiveURL == server.baseURL + "/x")
    }

    @Test("a non-success status becomes HTTPError.status with its body")
    func statusError() async throws {
        let server = try LoopbackServer { _ in .text(500, #"{"message":"boom"}"#) }
        let response = try await transport.send(HTTPRequest(url: server.baseURL))
        #expect(throws: HTTPError.status(500, body: Array(#"{"message":"boom"}"#.utf8))) { try response.successful() }
        #expect(HTTPError.status(500, body: response.body).description == "HTTP 500: boom")
    }

    @Test("multi-valued headers keep every value, looked up case-insensitively")
    func multiValuedHeaders() async throws {
        let server = try LoopbackServer { _ in
            .text(200, "", [("X-Multi", "one"), ("x-multi", "two"), ("Link", "<a>; rel=\"next\"")])
        }
        let response = try await transport.send(HTTPRequest(url: server.baseURL))
        #expect(response.headers.values(for: "X-MULTI") == ["one", "two"])
        #expect(response.headers["link"] == "<a>; rel=\"next\"")
        // Only letters fold: `[` and `{` differ by the same bit as `K` and `k`.
        let odd: HTTPHeaders = ["X-[a]": "brackets", "X-\u{E9}": "accent"]
        #expect(odd["x-{A}"] == nil && odd["X-[A]"] == "brackets")
        #expect(odd["x-\u{E9}"] == "accent" && odd["X-\u{C9}"] == nil)
        #expect(odd[String(Substring("-X-[a]-").dropFirst().dropLast())] == "brackets")
    }

    @Test("header values lose surrounding spaces and tabs, folded lines are joined, bytes are not Characters")
    func headerLineParsing() async throws {
        let server = try LoopbackServer { _ in
            .text(200, "", [("X-Pad", "\t padded \t"), ("X-Fold", "first\r\n\tsecond"),
                            ("X-Empty", ""), ("X-Accent", "e\u{301}")])
        }
        let response = try await transport.send(HTTPRequest(url: server.baseURL))
        #expect(response.headers["x-pad"] == "padded")
        #expect(response.headers["X-FOLD"] == "first second")
        #expect(response.headers["x-empty"] == "")
        #expect(response.headers["x-accent"] == "e\u{301}")
        #expect(response.headers.values(for: "x-fold").count == 1)
    }

    @Test("network trouble is worth retrying; a refused certificate or a redirect loop is not")
    func transientTransportErrors() {
        for code in [6, 7, 28, 52, 56] {  // resolve, connect, timeout, nothing, receive
            #expect(HTTPError.transport(code: code, message: "").isTransient, "curl \(code)")
        }
        for code in [1, 47, 60, 77] {  // protocol, redirects, peer verification, CA file
            #expect(!HTTPError.transport(code: code, message: "").isTransient, "curl \(code)")
        }
    }

    @Test("names match ignoring ASCII case only")
    func nameMatching() {
        let headers: HTTPHeaders = ["Content-Type": "json", "X_Under": "u", "X-Ä": "a"]
        #expect(headers["CONTENT-type"] == "json")
        #expect(headers["x_under"] == "u")
        #expect(headers["x-under"] == nil)
        #expect(headers["Content-Typ"] == nil)
        #expect(headers["x-ä"] == nil)  // only ASCII letters fold
        #expect(headers["X-Ä"] == "a")
        #expect(headers["@ontent-Type"] == nil)
    }

    @Test("sends our User-Agent and Accept-Encoding, and the caller's headers")
    func requestHeaders() async throws {
        let server = try LoopbackServer { _ in .text(200, "") }
        _ = try await transport.send(HTTPRequest(url: server.baseURL, headers: ["Accept": "application/json",
                                                                                "User-Agent": "spoof"]))
        let request = try #require(server.requests.first)
        #expect(request.header("User-Agent") == PagettyVersion.userAgent)
        #expect(request.header("Accept-Encoding")?.contains("gzip") == true)
        #expect(request.header("Accept") == "application/json")
    }

    @Test("a gzip body is decoded")
    func gzip() async throws {
        let plain = Array(String(repeating: "{\"login\":\"octocat\"}", count: 500).utf8)
        let packed = try await Gzip.compress(plain)
        let server = try LoopbackServer { request in
            request.header("Accept-Encoding")?.contains("gzip") == true
                ? .respond(200, [("Content-Encoding", "gzip")], packed) : .text(406, "no gzip")
        }
        let response = try await transport.send(HTTPRequest(url: server.baseURL))
        #expect(packed.count < plain.count / 4)
        #expect(response.body == plain)
    }

    @Test("a redirect chain is followed to its end")
    func redirectChain() async throws {
        let server = try LoopbackServer { request in
            guard let n = Int(request.path.dropFirst(3)), request.path.hasPrefix("/r/") else { return .text(200, "landed") }
            return .respond(302, [("Location", n > 1 ? "/r/\(n - 1)" : "/final")], [])
        }
        let response = try await transport.send(HTTPRequest(url: server.baseURL + "/r/4"))
        #expect(response.text == "landed")
        #expect(response.effectiveURL == server.baseURL + "/final")
        #expect(server.requests.map(\.path) == ["/r/4", "/r/3", "/r/2", "/r/1", "/final"])
    }

    @Test("a redirect loop stops after the limit")
    func redirectLoop() async throws {
        let server = try LoopbackServer { _ in .respond(302, [("Location", "/again")], []) }
        await #expect(throws: HTTPError.self) { try await transport.send(HTTPRequest(url: server.baseURL)) }
        #expect(server.requests.count == TransportLimits().maxRedirects + 1)
    }

    @Test("a redirect to file:// is refused, nothing local is read")
    func redirectToFile() async throws {
        let server = try LoopbackServer { _ in .respond(302, [("Location", "file:///etc/passwd")], []) }
        do {
            let response = try await transport.send(HTTPRequest(url: server.baseURL))
            Issue.record("expected a refusal, got \(response.status) \(response.text.prefix(40))")
        } catch {
            guard case .transport(let code, _) = error else { Issue.record("unexpected \(error)"); return }
            #expect(code == 1)  // CURLE_UNSUPPORTED_PROTOCOL
        }
    }

    @Test("schemes other than http and https are refused before sending")
    func schemeRefused() async {
        await #expect(throws: HTTPError.invalidRequest("only http and https URLs are fetched")) {
            try await transport.send(HTTPRequest(url: "file:///etc/passwd"))
        }
        await #expect(throws: HTTPError.self) {
            try await transport.send(HTTPRequest(url: "http://127.0.0.1/a b"))
        }
    }

    @Test("requests are checked byte by byte before anything is sent")
    func requestValidation() async throws {
        let server = try LoopbackServer { _ in .text(200, "ok") }
        let upper = "HTTP://" + server.baseURL.dropFirst("http://".count)
        #expect(try await transport.send(HTTPRequest(url: upper)).text == "ok")
        for url in ["httpx://127.0.0.1/", "http:/127.0.0.1/", server.baseURL + "/caf\u{E9}", server.baseURL + "/a\u{7F}"] {
            await #expect(throws: HTTPError.self, "\(url)") { try await transport.send(HTTPRequest(url: url)) }
        }
        for header in ["a\r\nX-Evil: 1", "a\nb", "a\u{0}b"] {
            await #expect(throws: HTTPError.invalidRequest("header X-Test contains a line break")) {
                try await transport.send(HTTPRequest(url: server.baseURL, headers: ["X-Test": header]))
            }
        }
        #expect(server.requests.count == 1)
    }

    @Test("a body over the cap fails with bodyTooLarge")
    func bodyCap() async throws {
        let server = try LoopbackServer { _ in .respond(200, [], [UInt8](repeating: 65, count: 300_000)) }
        var limits = TransportLimits()
        limits.maxBodyBytes = 100_000
        await #expect(throws: HTTPError.bodyTooLarge(limit: 100_000)) {
            try await transport.send(HTTPRequest(url: server.baseURL, limits: limits))
        }
        let fits = try await transport.send(HTTPRequest(url: server.baseURL))
        #expect(fits.body.count == 300_000)
    }

    @Test("the body cap counts decoded bytes, not gzip bytes")
    func bodyCapAfterDecompression() async throws {
        let packed = try await Gzip.compress([UInt8](repeating: 0, count: 1_000_000))
        let server = try LoopbackServer { _ in .respond(200, [("Content-Encoding", "gzip")], packed) }
        var limits = TransportLimits()
        limits.maxBodyBytes = 500_000
        #expect(packed.count < 10_000)
        await #expect(throws: HTTPError.bodyTooLarge(limit: 500_000)) {
            try await transport.send(HTTPRequest(url: server.baseURL, limits: limits))
        }
    }

    @Test("a server that never answers times out")
    func timeout() async throws {
        let server = try LoopbackServer { _ in .stall }
        var limits = TransportLimits()
        limits.totalTimeout = .milliseconds(300)
        // What timed out and after how long are said (issue 42, point 7).
        let error = await #expect(throws: HTTPError.self) {
            try await transport.send(HTTPRequest(url: server.baseURL, limits: limits))
        }
        guard case .timedOut(let url, let milliseconds)? = error else { Issue.record("\(String(describing: error))"); return }
        #expect(url == server.baseURL && (250..<2000).contains(milliseconds), "\(url) \(milliseconds)")
        #expect(error?.description == "timed out after \(HTTPError.seconds(milliseconds)) waiting for \(server.baseURL)")
        server.stop()
    }

    @Test("a truncated body is an error, not a short success")
    func truncated() async throws {
        let server = try LoopbackServer { _ in .cut(200, [], declared: 1000, body: Array("[{\"id\":1".utf8)) }
        await #expect(throws: HTTPError.self) { try await transport.send(HTTPRequest(url: server.baseURL)) }
    }

    @Test("50 concurrent requests all complete with their own bodies")
    func concurrent() async throws {
        let server = try LoopbackServer { request in .text(200, "echo \(request.path)") }
        let transport = self.transport
        let bodies = try await withThrowingTaskGroup(of: (Int, String).self) { group in
            for i in 0..<50 {
                group.addTask { (i, try await transport.send(HTTPRequest(url: server.baseURL + "/\(i)")).text) }
            }
            return try await group.reduce(into: [:]) { $0[$1.0] = $1.1 }
        }
        #expect(bodies.count == 50)
        #expect((0..<50).allSatisfy { bodies[$0] == "echo /\($0)" })
    }

    @Test("sequential requests reuse one connection")
    func connectionReuse() async throws {
        let server = try LoopbackServer { _ in .text(200, "ok") }
        let transport = CurlTransport()
        for _ in 0..<20 { _ = try await transport.send(HTTPRequest(url: server.baseURL)) }
        #expect(server.requests.count == 20)
        #expect(server.connectionCount == 1)
        #expect(transport.connectionsOpened == 1)
    }
}
