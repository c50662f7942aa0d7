import Catalog
import Foundation
import TestSupport
import Testing

/// The zoo from the URL alone through the built binary in pipe mode: the same ids, exit 0, and one
/// line on stderr saying what was detected (or that one page is all it found).
@Suite(.serialized) struct ZooDetectionPipeTests {
    @Test(arguments: ZooAPI.all)
    func pipeModeFromTheURLAlone(api: ZooAPI) async throws {
        // An unseen API waits for its expectation until detection is rewritten (issue 38).
        if ZooDetection.byAPI[api.name] == nil, ZooDetection.unseenPages[api.name] != nil { return }
        let expected = try #require(ZooDetection.byAPI[api.name])
        let server = try LoopbackServer { api.respond(ZooRequest($0)) }
        defer { server.stop() }
        let run = try await Subprocess.runOffPool(BuiltProducts.path("pagetty"), ["url", server.baseURL + api.path, "--print", "jsonl"])
        let lines = run.output.split(separator: "\n")
        let ids = lines.compactMap { $0.hasPrefix("{") ? JSONValue.parse(Array($0.utf8))?["id"]?.text : nil }
        let notices = lines.filter { !$0.hasPrefix("{") }
        if expected.strategy == nil {
            // Nothing to detect from (GraphQL answers a GET with 404): the paginator's own error.
            #expect(run.status == 1)
            #expect(ids.isEmpty)
            return
        }
        #expect(run.status == 0, "\(run.output.prefix(500))")
        #expect(ids == (expected.paged ? api.ids : Array(api.ids.prefix(ids.count))))
        let said = try #require(notices.first { $0.contains("--strategy") }, "\(notices)")
        if expected.paged {
            #expect(said.hasPrefix("pages by ") && said.contains("(--strategy \(expected.strategy!)"), "\(said)")
        } else {
            #expect(said.hasPrefix("no pagination found: showing one page; --strategy sets it"), "\(said)")
            #expect(ids.count < api.ids.count)
        }
        #expect(notices.filter { $0.contains("--strategy") }.count == 1)
        #expect(server.requests.count == expected.requests)
    }
}
