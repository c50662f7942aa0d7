import Catalog
import Foundation
import TestSupport
import Testing

/// The zoo from the URL alone through the built binary in pipe mode: the same ids, exit 0, and one
/// line on stderr saying what was detected (or that one page is all it found).
@Suite(.serialized) struct ZooDetectionPipeTests {
    @Test(arguments: ZooAPI.all)
    func pipeModeFromTheURLAlone(api: ZooAPI) async throws {
        let expected = try #require(ZooDetection.of(api.name))
        let server = try LoopbackServer { api.respond(ZooRequest($0)) }
        defer { server.stop() }
        let run = try await ZooProcess.run(["url", server.baseURL + api.path, "--print", "jsonl"])
        let lines = run.output.split(separator: "\n")
        let ids = lines.compactMap { $0.hasPrefix("{") ? JSONValue.parse(Array($0.utf8))?["id"]?.text : nil }
        let notices = lines.filter { !$0.hasPrefix("{") }
        if expected.strategy == nil {
            // Nothing to detect from (GraphQL answers a GET with 404): the paginator's own error.
            #expect(run.status == 1)
            #expect(ids.isEmpty)
            return
        }
        // A list that says more and that nothing pages: one page, said, and exit 4 (ExitStatus.incomplete).
        #expect(run.status == (expected.incomplete ? 4 : 0), "\(run.output.prefix(500))")
        if expected.incomplete {
            #expect(notices.contains { $0.hasPrefix("pagetty: printed \(ids.count) of ") && $0.hasSuffix("; nothing found to page it: --strategy sets it") },
                    "\(notices)")
        }
        #expect(ids == (expected.paged ? api.ids : Array(api.ids.prefix(ids.count))))
        let said = try #require(notices.first { $0.contains("--strategy") }, "\(notices)")
        if expected.paged {
            #expect(said.hasPrefix("pagetty: pages by ") && said.contains("(--strategy \(expected.strategy!)"), "\(said)")
        } else {
            #expect(said.hasPrefix("pagetty: no pagination found: showing one page; --strategy sets it"), "\(said)")
            #expect(ids.count < api.ids.count)
        }
        #expect(notices.filter { $0.contains("--strategy") }.count == (expected.incomplete ? 2 : 1))
        #expect(server.requests.count == expected.requests)
    }
}
