import Foundation
import Networking
import Testing
import TestSupport

/// HTTPS and HTTP/2 against a real server (nginx) with a certificate made for the test.
@Suite("HTTPS and HTTP/2")
struct HTTP2Tests {
    let page = Array(String(repeating: #"{"login":"octocat","id":1},"#, count: 2_000).utf8)

    @Test("HTTP/2 is negotiated over TLS, and one connection carries sequential requests")
    func http2Sequential() async throws {
        let server = try await NginxServer(files: ["/users.json": page])
        let transport = CurlTransport(caBundle: server.certificate)
        for _ in 0..<10 {
            let response = try await transport.send(HTTPRequest(url: server.baseURL + "/users.json"))
            #expect(response.status == 200)
            #expect(response.httpVersion == "2")
            #expect(response.body == page)
        }
        #expect(transport.connectionsOpened == 1)
        let logged = await server.requests(atLeast: 10)
        #expect(logged.count == 10)
        #expect(Set(logged.map(\.proto)) == ["HTTP/2.0"])
        #expect(Set(logged.map(\.connection)).count == 1)
    }

    @Test("concurrent requests are multiplexed and each gets its own body")
    func http2Concurrent() async throws {
        let server = try await NginxServer(files: (0..<20).reduce(into: [:]) { $0["/page/\($1)"] = Array("page \($1)".utf8) })
        let transport = CurlTransport(caBundle: server.certificate)
        // One request first, so the connection is known to speak HTTP/2 before the burst.
        _ = try await transport.send(HTTPRequest(url: server.baseURL + "/page/0"))
        let bodies = try await withThrowingTaskGroup(of: (Int, String).self) { group in
            for index in 0..<20 {
                group.addTask {
                    let response = try await transport.send(HTTPRequest(url: server.baseURL + "/page/\(index)"))
                    return (index, response.text)
                }
            }
            return try await group.reduce(into: [Int: String]()) { $0[$1.0] = $1.1 }
        }
        #expect(bodies == (0..<20).reduce(into: [:]) { $0[$1] = "page \($1)" })
        #expect(transport.connectionsOpened == 1)
        #expect(Set(await server.requests(atLeast: 21).map(\.proto)) == ["HTTP/2.0"])
    }

    /// Pipe mode's read-ahead (`parallel`, 10 by default) as HTTP/2 servers see it: the first two
    /// pages sent together before any connection exists, then ten at once, open two connections
    /// at most, the ten riding them as streams.
    @Test("a cold pair and then ten at once open at most two connections over HTTP/2")
    func http2ReadAheadConnections() async throws {
        let server = try await NginxServer(files: (0..<12).reduce(into: [:]) { $0["/page/\($1)"] = Array("page \($1)".utf8) })
        let transport = CurlTransport(caBundle: server.certificate)
        func burst(_ pages: Range<Int>) async throws -> [Int: String] {
            try await withThrowingTaskGroup(of: (Int, String).self) { group in
                for index in pages {
                    group.addTask { (index, try await transport.send(HTTPRequest(url: server.baseURL + "/page/\(index)")).text) }
                }
                return try await group.reduce(into: [Int: String]()) { $0[$1.0] = $1.1 }
            }
        }
        let bodies = try await burst(0..<2).merging(try await burst(2..<12)) { first, _ in first }
        #expect(bodies == (0..<12).reduce(into: [:]) { $0[$1] = "page \($1)" })
        #expect(transport.connectionsOpened <= 2)
        #expect(Set(await server.requests(atLeast: 12).map(\.proto)) == ["HTTP/2.0"])
    }

    @Test("a certificate nobody vouches for is refused with a clear transport error")
    func untrustedCertificate() async throws {
        let server = try await NginxServer()
        let transport = CurlTransport()  // the system's certificate authorities only
        await #expect {
            _ = try await transport.send(HTTPRequest(url: server.baseURL + "/"))
        } throws: { error in
            guard case .transport(let code, let message) = error as? HTTPError else { return false }
            // 60: peer certificate cannot be authenticated; 77: the CA file cannot be read.
            return [60, 77].contains(code) && !message.isEmpty && !(error as! HTTPError).isTransient
        }
        #expect(await server.requests().isEmpty)
    }
}
