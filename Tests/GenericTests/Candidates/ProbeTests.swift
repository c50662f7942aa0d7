import Catalog
import Foundation
import Networking
import Paging
import Shell
import TestSupport
import Testing

/// Detection confirmed by asking: page 2 fetched by a reading must bring new ids; a repeated first
/// page, an error or an empty page moves on to the next reading; the confirming page is used, not
/// fetched again; a list that says more and that nothing pages is said to be incomplete.
@Suite(.timeLimit(.minutes(1))) struct ProbeTests {
    /// A list of `count` items, `size` a page, paged by `next` (the query parameter that works) from
    /// the token in `tokenKey`; every other parameter is ignored, as real servers ignore what they do not know.
    static func tokenServer(count: Int = 7, size: Int = 3, tokenKey: String, parameter: String) -> StubTransport {
        StubTransport { request throws(HTTPError) in
            let start = Self.query(request.url, parameter).flatMap { Int($0.dropFirst(2)) } ?? 0
            let ids = Array(start..<min(start + size, count))
            let items = ids.map { #"{"id":"v\#($0)","title":"Video \#($0)"}"# }.joined(separator: ",")
            let token = ids.last.map { $0 + 1 < count ? #","\#(tokenKey)":"t-\#($0 + 1)""# : "" } ?? ""
            return HTTPResponse(status: 200, body: Array(#"{"videos":[\#(items)]\#(token)}"#.utf8), effectiveURL: request.url)
        }
    }

    /// The value of query parameter `name` in `url`.
    static func query(_ url: String, _ name: String) -> String? {
        URLComponents(string: url)?.queryItems?.first { $0.name == name }?.value
    }

    @Test func aTokenWantedUnderItsOwnNameIsFoundOnTheSecondTry() async throws {
        let server = Self.tokenServer(tokenKey: "nextPageToken", parameter: "nextPageToken")
        let resolution = try await GenericResolver.resolve(GenericOptions(["url": "https://api.example/videos"]), transport: server, environment: [:])
        #expect(resolution.options.values["strategy"] == "cursor:nextPageToken=nextPageToken")
        #expect(resolution.detection?.tried == ["cursor:pageToken=nextPageToken: returned the first page again",
                                                "cursor:nextPageToken=nextPageToken: page 2 brought 3 new ids"])
        #expect(resolution.summary?.contains("tried cursor:pageToken=nextPageToken: returned the first page again") == true)
        // Paged to the end, the confirming page is not asked again.
        let source = try GenericSource(spec: resolution.spec, environment: [:])
        let asked = server.requests.count
        let result = await readToEnd(source, over: resolution.transport(over: server))
        #expect(result.ids == (0..<7).map { "v\($0)" })
        #expect(server.requests.count - asked == 1)
    }

    @Test func theFirstGuessConfirmedCostsNoRequest() async throws {
        let server = Self.tokenServer(tokenKey: "nextPageToken", parameter: "pageToken")
        let resolution = try await GenericResolver.resolve(GenericOptions(["url": "https://api.example/videos"]), transport: server, environment: [:])
        #expect(resolution.options.values["strategy"] == "cursor:pageToken=nextPageToken")
        let source = try GenericSource(spec: resolution.spec, environment: [:])
        _ = await readToEnd(source, over: resolution.transport(over: server))
        // Three pages, three requests: the probe's first page and its page 2 were both used.
        #expect(server.requests.count == 3)
        #expect(resolution.summary?.contains("tried") == false)
    }

    @Test func aListThatSaysMoreAndThatNothingPagesIsIncomplete() async throws {
        // Every request gets the first page: whatever is asked, nothing pages it.
        let body = #"{"count":137,"results":["# + (1...20).map { #"{"id":\#($0),"name":"n\#($0)"}"# }.joined(separator: ",") + "]}"
        let server = StubTransport { request throws(HTTPError) in HTTPResponse(status: 200, body: Array(body.utf8), effectiveURL: request.url) }
        let resolution = try await GenericResolver.resolve(GenericOptions(["url": "https://api.example/x"]), transport: server, environment: [:])
        #expect(resolution.detection?.paged == false)
        #expect(resolution.detection?.incomplete == "the answer says 137 items")
        #expect(server.requests.count == 1 + GenericResolver.probeBound)
        #expect(GenericResolver.unpagedLine(resolution.detection, verb: "printed") == "printed 20 of 137; nothing found to page it: --strategy sets it")
    }

    @Test func theEndRowSaysWhatIsMissing() async throws {
        // The browser's last row, from the same words pipe mode prints: the list is not shown whole.
        let body = #"{"count":137,"results":["# + (1...20).map { #"{"id":\#($0),"name":"n\#($0)"}"# }.joined(separator: ",") + "]}"
        let server = StubTransport { request throws(HTTPError) in HTTPResponse(status: 200, body: Array(body.utf8), effectiveURL: request.url) }
        let resolution = try await GenericResolver.resolve(GenericOptions(["url": "https://api.example/x"]), transport: server, environment: [:])
        var spec = resolution.spec
        spec.unpagedNote = GenericResolver.unpagedLine(resolution.detection, verb: "showing")
        let result = await readToEnd(try GenericSource(spec: spec, environment: [:]), over: resolution.transport(over: server))
        #expect(result.ids.count == 20)
        #expect(result.last == "end: showing 20 of 137; nothing found to page it: --strategy sets it")
    }

    @Test func aFullPageWhoseNextIsEmptyIsComplete() async throws {
        // 20 items, and every way on answers an empty page: the list ends at a page boundary.
        let body = "[" + (1...20).map { #"{"id":\#($0),"name":"n\#($0)"}"# }.joined(separator: ",") + "]"
        let server = StubTransport { request throws(HTTPError) in
            HTTPResponse(status: 200, body: Array((request.url.contains("?") ? "[]" : body).utf8), effectiveURL: request.url)
        }
        let resolution = try await GenericResolver.resolve(GenericOptions(["url": "https://api.example/x"]), transport: server, environment: [:])
        #expect(resolution.detection?.paged == false)
        #expect(resolution.detection?.incomplete == nil)
    }

    @Test func aPageThatRepeatsTheFirstAfterConfirmationIsPagettysError() async throws {
        // Page 2 is right, page 3 is page 1 again: the cursor stopped working after it was confirmed.
        let server = StubTransport { request throws(HTTPError) in
            let cursor = Self.query(request.url, "pageToken")
            let ids = cursor == "t-3" ? [3, 4, 5] : [0, 1, 2]
            let items = ids.map { #"{"id":"v\#($0)","title":"Video \#($0)"}"# }.joined(separator: ",")
            let next = cursor == nil ? "t-3" : "t-6"
            return HTTPResponse(status: 200, body: Array(#"{"videos":[\#(items)],"nextPageToken":"\#(next)"}"#.utf8), effectiveURL: request.url)
        }
        let resolution = try await GenericResolver.resolve(GenericOptions(["url": "https://api.example/videos"]), transport: server, environment: [:])
        let source = try GenericSource(spec: resolution.spec, environment: [:])
        let result = await readToEnd(source, over: resolution.transport(over: server))
        #expect(result.ids == ["v0", "v1", "v2", "v3", "v4", "v5"])
        #expect(result.last.hasPrefix("error:") && result.last.contains("could not page: ?pageToken=t-6 returned the first page again"), "\(result.last)")
    }

    @Test func theFirstPageAskedAgainUnderItsOwnURLIsNoRepeat() async throws {
        // Detected by page number: the probe's first page came under the URL as typed; a refresh asks `?page=1`.
        var spec = try GenericSpec(profile: ["url": "https://h/x", "items": "d", "strategy": "page:page,per_page"])
        spec.detected = true
        let source = try GenericSource(spec: spec, environment: [:])
        let body = Array(#"{"d":[{"id":1},{"id":2}]}"#.utf8)
        _ = try source.decode(HTTPResponse(status: 200, body: body, effectiveURL: "https://h/x"))
        #expect(throws: Never.self) { try source.decode(HTTPResponse(status: 200, body: body, effectiveURL: "https://h/x?page=1")) }
        #expect(throws: PagingError.self) { try source.decode(HTTPResponse(status: 200, body: body, effectiveURL: "https://h/x?page=2")) }
    }

    @Test func judgesPagesPurely() throws {
        let source = try GenericSource(spec: GenericSpec(profile: ["url": "https://h/x", "items": "d", "strategy": "cursor:c=n"]), environment: [:])
        let first = try source.decode(HTTPResponse(status: 200, body: Array(#"{"d":[{"id":1},{"id":2}],"n":"x"}"#.utf8)))
        func verdict(_ status: Int, _ body: String) -> ProbeVerdict {
            ProbeVerdict.judge(first: first, second: .success(HTTPResponse(status: status, body: Array(body.utf8))), source: source)
        }
        #expect(verdict(200, #"{"d":[{"id":2},{"id":3}]}"#) == .confirmed(newIDs: 1))
        #expect(verdict(200, #"{"d":[{"id":1},{"id":2}]}"#) == .rejected("returned the first page again"))
        #expect(verdict(200, #"{"d":[]}"#) == .empty)
        #expect(verdict(400, #"{"error":"bad cursor"}"#) == .rejected("HTTP 400"))
        if case .rejected(let why) = verdict(200, #"{"other":[]}"#) { #expect(why.hasPrefix("not the same list")) } else { Issue.record("accepted another shape") }
    }
}
