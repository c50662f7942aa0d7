import Catalog
import Foundation
import Networking
import Paging
import Shell
import TestSupport
import Testing

/// Every zoo API from its URL alone: detection reads the first page, the paginator takes that page
/// as its own and pages on. Every id once, in order; the titles docs/any-api.md's options show; at most
/// one request more than pages. Where detection declines, one page and nothing guessed.
@MainActor @Suite(.timeLimit(.minutes(1))) struct ZooDetectionTests {
    @Test(arguments: ZooAPI.all)
    func pagesFromTheURLAlone(api: ZooAPI) async throws {
        let expected = try #require(ZooDetection.of(api.name), "no detection expectation for \(api.name)")
        let server = try LoopbackServer { api.respond(ZooRequest($0)) }
        defer { server.stop() }
        let resolution = try await GenericResolver.resolve(GenericOptions(["url": server.baseURL + api.path]),
                                                           transport: CurlTransport(), environment: [:])
        #expect(resolution.options.values["strategy"] == expected.strategy)
        #expect(resolution.detection?.paged ?? false == expected.paged)
        let source = try GenericSource(spec: resolution.spec, environment: [:])
        let alone = await readToEnd(source, over: resolution.transport(over: CurlTransport()))
        let requests = server.requests.count
        guard expected.paged else {
            // Declined: the first page and its end, or the server's own refusal; never a guess at the rest.
            #expect(alone.ids == Array(api.ids.prefix(alone.ids.count)))
            #expect(alone.ids.count < api.ids.count)
            #expect(alone.last == (alone.ids.isEmpty ? alone.last : "end: end of list"))
            #expect(alone.ids.isEmpty == alone.last.hasPrefix("error:"), "\(alone.last)")
            #expect(requests == expected.requests)
            return
        }
        #expect(alone.ids == api.ids)
        #expect(alone.last == "end: end of list")
        #expect(requests == expected.requests, "\(api.name): \(requests) requests")
        // At most one request more than pages, and the probes that did not confirm a reading.
        #expect(requests <= expected.pages + 1 + expected.wasted)
        // The titles docs/any-api.md's options show (where the options can say the list at all).
        guard !ZooAPI.inexpressible.contains(api.name) else { return }
        let reference = try LoopbackServer { api.respond(ZooRequest($0)) }
        defer { reference.stop() }
        let given = await readToEnd(try GenericSource(spec: try api.spec(root: reference.baseURL),
                                                      environment: [ZooAPI.gitHubToken.variable: ZooAPI.gitHubToken.value]))
        #expect(alone.titles == given.titles)
        #expect(alone.titles.first != alone.ids.first)
        // Markup is for the detail pane: no title reads as a tag (Mastodon's `content` is HTML).
        #expect(!alone.titles.contains { $0.hasPrefix("<") }, "\(alone.titles.prefix(2))")
    }
}
