import Foundation
import Testing
import TestSupport

/// `--follow` through the built binary must keep `-H` headers at home: a poll's `next` link to
/// another host is refused with a one-line reason, and that host never sees the header.
@Suite(.serialized) struct PipeFollowOriginTests {
    @Test func aPollsNextLinkToAnotherHostGetsNeitherTheRequestNorTheHeader() async throws {
        let elsewhere = try LoopbackServer { _ in .respond(200, [("Content-Type", "application/json")], Array("[]".utf8)) }
        defer { elsewhere.stop() }
        let polls = Counter()
        let home = try LoopbackServer { _ in
            // The list read first has item 1; every poll finds two new items and a next link elsewhere.
            guard polls.next() > 1 else {
                return .respond(200, [("Content-Type", "application/json")], Array(#"[{"id":1,"name":"a"}]"#.utf8))
            }
            return .respond(200, [("Content-Type", "application/json"),
                                  ("Link", "<\(elsewhere.baseURL)/steal>; rel=\"next\"")],
                            Array(#"[{"id":3,"name":"c"},{"id":2,"name":"b"}]"#.utf8))
        }
        defer { home.stop() }
        let dir = TemporaryDirectory(); defer { dir.remove() }
        let run = try FollowedProcess(PagettyProcess(home: dir),
                                      ["url", home.baseURL + "/items", "--id", "id", "--title", "name",
                                       "-H", "X-Api-Key: secret123", "--strategy", "link", "--no-cache", "--follow",
                                       "--follow-direction", "head", "--follow-interval", "1", "--print", "tsv"])
        defer { run.stop() }
        var lines: [String] = []
        for _ in 0..<3 { if let line = await run.line() { lines.append(line) } }
        #expect(lines.count == 3)
        let ended = await run.exited()
        #expect(ended)
        #expect(elsewhere.requests.allSatisfy { $0.header("X-Api-Key") == nil })
        #expect(elsewhere.requests.isEmpty)
        #expect(home.requests.allSatisfy { $0.header("X-Api-Key") == "secret123" })
        if ended { #expect(run.process.terminationStatus != 0) }
    }
}
