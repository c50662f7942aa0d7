import Clocks
import Networking
import Paging
import Testing
import TestSupport

/// Following's first poll is conditional on the tag of the page read, however many details
/// (each with an ETag of its own) were read since.
@MainActor @Suite(.timeLimit(.minutes(1))) struct PageETagTests {
    @Test func aPagesTagOutlivesManyDetailsReadAfterIt() async throws {
        let stub = StubTransport { request in
            var response = NumbersSource.respond(request)
            response.headers.set("ETag", "W/\"\(request.url.hashValue)\"")
            return response
        }
        let recorder = ETagRecorder(wrapping: stub)
        let source = NumbersSource(count: 10, limit: 20)
        let paginator = Paginator(source: source, transport: recorder, clock: TestClock<Duration>())
        paginator.appeared(0..<10)
        await paginator.quiescent()
        #expect(!paginator.inFlight && paginator.item(at: 0) != nil)
        let page = try #require(stub.requests.first)
        let detail = HTTPRequest(url: "https://numbers.test/n/99?offset=0&limit=1")
        for id in 0..<100 { _ = try? await paginator.send(HTTPRequest(url: "https://numbers.test/n/\(id)?offset=0&limit=1")) }
        #expect(recorder.etags.pageTag(for: page) == "W/\"\(page.url.hashValue)\"")
        #expect(recorder.etags.pageTag(for: detail) == nil, "a detail is no page")
    }
}
