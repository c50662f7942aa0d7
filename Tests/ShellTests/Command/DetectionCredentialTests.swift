import Foundation
import Testing
import TestSupport

/// `pagetty url` left to detect its pagination, through the built binary: the first page asked for
/// detection, the page 2 that confirms the reading and the pages after all carry the `-H` header
/// and the token, which only the session's `CredentialTransport` adds.
@Suite struct DetectionCredentialTests {
    @Test func theProbesAndThePagesCarryTheHeaderAndTheToken() async throws {
        let server = try LoopbackServer { request in
            let body = request.path.contains("cursor=c2") ? #"{"items":[{"id":3}],"next_cursor":null}"#
                : #"{"items":[{"id":1},{"id":2}],"next_cursor":"c2"}"#
            return .respond(200, [("Content-Type", "application/json")], Array(body.utf8))
        }
        defer { server.stop() }
        let dir = TemporaryDirectory(); defer { dir.remove() }
        let result = try await PagettyProcess(home: dir).run(
            ["url", server.baseURL + "/items", "-H", "X-Api-Key: k3y", "--token-env", "PAGETTY_TEST_TOKEN",
             "--no-cache", "--print", "jsonl"], ["PAGETTY_TEST_TOKEN": "s3cret"])
        #expect(result.status == 0, "\(result.stderr)")
        #expect(result.lines.count == 3, "\(result.stderr)")
        #expect(server.requests.count >= 2)
        #expect(server.requests.allSatisfy { $0.header("X-Api-Key") == "k3y" && $0.header("Authorization") == "Bearer s3cret" },
                "\(server.requests.map(\.path))")
    }
}
