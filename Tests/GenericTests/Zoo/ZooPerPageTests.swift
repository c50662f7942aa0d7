import Catalog
import Foundation
import TestSupport
import Testing

/// `pagetty url URL --per-page N` from a URL that already asks that size: detection's probe is the
/// first page at that size, so the paginator takes it as its own and asks every page once.
@Suite(.serialized) struct ZooPerPageTests {
    /// Detected size-taking APIs and the size parameter they name.
    static let sized = ["WordPress": "per_page", "Stack Exchange": "pagesize", "Jira": "maxResults", "Algolia": "hitsPerPage",
                        "JSON:API": "page[limit]"]

    @Test(arguments: ZooAPI.all.filter { sized[$0.name] != nil })
    func theProbeAtTheSizeAskedIsTheFirstPage(api: ZooAPI) async throws {
        let server = try LoopbackServer { api.respond(ZooRequest($0)) }
        defer { server.stop() }
        let url = server.baseURL + api.path + (api.path.contains("?") ? "&" : "?") + Self.sized[api.name]! + "=7"
        let run = try await ZooProcess.run(["url", url, "--per-page", "7", "--print", "jsonl"])
        let ids = run.output.split(separator: "\n").compactMap { $0.hasPrefix("{") ? JSONValue.parse(Array($0.utf8))?["id"]?.text : nil }
        #expect(run.status == 0, "\(run.output.prefix(300))")
        #expect(ids == api.ids)
        let asked = server.requests.map(\.path)
        let pages = (api.ids.count + 6) / 7
        #expect(asked.count == pages, "\(api.name): \(asked.count) requests for \(pages) pages: \(asked.prefix(3))")
    }
}
