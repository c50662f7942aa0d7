import Networking
import Testing
import TestSupport

/// The default body cap lets a real big page through and still stops hostile bodies at it.
@Suite("Big pages against the default body cap")
struct BigPageTests {
    let transport = CurlTransport()
    static let cap = TransportLimits.defaultMaxBodyBytes

    @Test("a 12 MiB page is accepted whole")
    func twelveMebibytes() async throws {
        let body = [UInt8](repeating: 0x61, count: 12 * 1024 * 1024)
        let server = try LoopbackServer { _ in .respond(200, [("Content-Type", "application/json")], body) }
        let response = try await transport.send(HTTPRequest(url: server.baseURL))
        #expect(response.body.count == body.count)
    }

    @Test("a request's own body cap, tighter than the transport's, ends it there (a page read ahead)")
    func requestBodyCap() async throws {
        let body = [UInt8](repeating: 0x61, count: 3 * 1024 * 1024)
        let server = try LoopbackServer { _ in .respond(200, [], body) }
        var request = HTTPRequest(url: server.baseURL)
        request.bodyCap = 2 * 1024 * 1024
        await #expect(throws: HTTPError.bodyTooLarge(limit: 2 * 1024 * 1024)) { try await transport.send(request) }
        request.bodyCap = 4 * 1024 * 1024
        #expect(try await transport.send(request).body.count == body.count)
        // Never looser than the transport's.
        var tight = TransportLimits()
        tight.maxBodyBytes = 1024 * 1024
        await #expect(throws: HTTPError.bodyTooLarge(limit: 1024 * 1024)) {
            try await CurlTransport(limits: tight).send(request)
        }
    }

    @Test("a body declared as 1 GiB ends at the cap with one clear line")
    func gibibyteDeclared() async throws {
        let body = [UInt8](repeating: 0x61, count: Self.cap + 1024 * 1024)
        let server = try LoopbackServer { _ in .cut(200, [], declared: 1 << 30, body: body) }
        let error = await #expect(throws: HTTPError.bodyTooLarge(limit: Self.cap)) {
            try await transport.send(HTTPRequest(url: server.baseURL))
        }
        #expect(error?.description == "response larger than 65536 KiB")
    }

    /// A body declared past the cap, sent a byte a second: read to the cap it would outlast the
    /// request's time limit; refused at its headers it ends at once, with the cap's line.
    @Test("a plain body declared past the cap is refused at its headers", arguments: [nil, "identity", "gzip"])
    func declaredPastTheCap(coding: String?) async throws {
        let headers = coding.map { [("Content-Encoding", $0)] } ?? []
        let server = try LoopbackServer { _ in .trickle(200, headers, [UInt8](repeating: 0x61, count: 2_000), interval: 1) }
        var limits = TransportLimits()
        limits.maxBodyBytes = 1_000
        limits.totalTimeout = .seconds(3)
        let transport = CurlTransport(limits: limits)
        let error = await #expect(throws: HTTPError.self) { try await transport.send(HTTPRequest(url: server.baseURL)) }
        // A coded body's length is not its decoded size: that one is read (and these bytes are
        // no gzip), not refused at its headers.
        if coding == "gzip" {
            #expect(error != .bodyTooLarge(limit: 1_000))
        } else {
            #expect(error == .bodyTooLarge(limit: 1_000))
        }
        server.stop()
    }

    @Test("a declared length past the cap itself names the cap, under a request's smaller bodyCap too")
    func declaredPastTheCapUnderARequestCap() async throws {
        let server = try LoopbackServer { request in .cut(200, [], declared: request.path.hasSuffix("huge") ? 5_000 : 1_500, body: []) }
        var limits = TransportLimits()
        limits.maxBodyBytes = 2_000
        let transport = CurlTransport(limits: limits)
        // Past the cap: read-ahead must not ask it again under the cap alone.
        var request = HTTPRequest(url: server.baseURL + "/huge")
        request.bodyCap = 1_000
        await #expect(throws: HTTPError.bodyTooLarge(limit: 2_000)) { try await transport.send(request) }
        // Past the request's share only: asked again, it would fit.
        request.url = server.baseURL + "/big"
        await #expect(throws: HTTPError.bodyTooLarge(limit: 1_000)) { try await transport.send(request) }
        server.stop()
    }

    @Test("a HEAD's declared length, and a 304's, are not bodies")
    func declaredWithoutABody() async throws {
        let server = try LoopbackServer { request in
            request.path.hasSuffix("304") ? .cut(304, [], declared: 1 << 30, body: []) : .cut(200, [], declared: 1 << 30, body: [])
        }
        var limits = TransportLimits()
        limits.maxBodyBytes = 1_000
        let transport = CurlTransport(limits: limits)
        #expect(try await transport.send(HTTPRequest(url: server.baseURL + "/head", method: .head)).status == 200)
        #expect(try await transport.send(HTTPRequest(url: server.baseURL + "/304")).status == 304)
        server.stop()
    }

    @Test("an endless chunked body ends at the cap, in bounded time")
    func endlessChunked() async throws {
        let server = try LoopbackServer { _ in .endlessChunks }
        let clock = ContinuousClock()
        let start = clock.now
        await #expect(throws: HTTPError.bodyTooLarge(limit: Self.cap)) {
            try await transport.send(HTTPRequest(url: server.baseURL))
        }
        // Well inside the 30 s total timeout: the cap, not the clock, ends it.
        #expect(clock.now - start < .seconds(20))
        server.stop()
    }

    @Test("a header line past libcurl's limit is said to be one, not taken for memory running out")
    func hugeHeaderLine() async throws {
        let server = try LoopbackServer { _ in .respond(200, [("X-Padding", String(repeating: "a", count: 200 * 1024))], []) }
        let error = await #expect(throws: HTTPError.self) { try await transport.send(HTTPRequest(url: server.baseURL)) }
        #expect(error?.description == "invalid response: a header line longer than 100 KiB")
        #expect(error?.isTransient == false)
    }

    @Test("a gzip bomb is stopped by its decoded size")
    func gzipBomb() async throws {
        let packed = try await Gzip.compress([UInt8](repeating: 0, count: Self.cap + 8 * 1024 * 1024))
        #expect(packed.count < 1024 * 1024)
        let server = try LoopbackServer { _ in .respond(200, [("Content-Encoding", "gzip")], packed) }
        await #expect(throws: HTTPError.bodyTooLarge(limit: Self.cap)) {
            try await transport.send(HTTPRequest(url: server.baseURL))
        }
    }
}
