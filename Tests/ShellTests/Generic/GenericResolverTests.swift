import Catalog
import Networking
import Paging
import Shell
import Synchronization
import Testing

/// Flags over profile over detection; the probe handed on once; the explanation a shell and TOML
/// read back exactly.
@Suite struct GenericResolverTests {
    /// Answers every request with `body` and counts the requests by URL.
    final class Recorder: Transport {
        let body: String
        let headers: HTTPHeaders
        let asked = Mutex<[String]>([])
        init(_ body: String, headers: HTTPHeaders = [:]) { self.body = body; self.headers = headers }
        func send(_ request: HTTPRequest) async throws(HTTPError) -> HTTPResponse {
            asked.withLock { $0.append(request.url) }
            return HTTPResponse(status: 200, headers: headers, body: Array(body.utf8), effectiveURL: request.url)
        }
    }

    static let page = #"{"page":1,"total_pages":3,"results":[{"id":1,"title":"a","name":"x"},{"id":2,"title":"b","name":"y"}]}"#

    @Test func givenOptionsWinAndTheRestIsDetected() async throws {
        let profile = GenericOptions(["url": "https://api.example/movies", "title": "name", "id": ""])
        let flags = GenericOptions(["title": "title", "more": "has_more"])
        let given = GenericOptions.merging(flags: flags, over: profile)
        #expect(given.values == ["url": "https://api.example/movies", "title": "title", "more": "has_more"])
        let recorder = Recorder(Self.page)
        let resolution = try await GenericResolver.resolve(given, transport: recorder, environment: [:])
        #expect(resolution.options.values == ["url": "https://api.example/movies", "items": "results", "id": "id", "title": "title",
                                              "strategy": "page:page,per_page", "total_pages": "total_pages", "more": "has_more"])
        #expect(resolution.spec.strategy == .page(page: "page", perPage: "per_page", first: 1))
        // The paginator's first page adds only `page=1`: the probe's answer stands for it.
        #expect(resolution.primed?.url == "https://api.example/movies?page=1")
        #expect(recorder.asked.withLock { $0 } == ["https://api.example/movies"])
        #expect(resolution.summary == "pages by page with a page count (--strategy page:page,per_page, --total-pages total_pages); detected items results, id id")
    }

    @Test func aStrategyGivenProbesNothing() async throws {
        let recorder = Recorder(Self.page)
        let resolution = try await GenericResolver.resolve(GenericOptions(["url": "https://api.example/movies", "strategy": "link"]),
                                                           transport: recorder, environment: [:])
        #expect(recorder.asked.withLock { $0 }.isEmpty)
        #expect(resolution.detection == nil && resolution.primed == nil && resolution.summary == nil)
        #expect(resolution.spec.id == JSONPath("id"))
    }

    @Test(arguments: [["body": #"{"size":25}"#], ["method": "post"]])
    func aPostedListIsNotProbed(extra: [String: String]) async throws {
        let recorder = Recorder(Self.page)
        let resolution = try await GenericResolver.resolve(GenericOptions(extra.merging(["url": "https://api.example/search"]) { $1 }),
                                                           transport: recorder, environment: [:])
        #expect(recorder.asked.withLock { $0 }.isEmpty)
        #expect(resolution.spec.method == .post && resolution.detection == nil)
    }

    @Test func aSizeGivenIsAskedOfTheFirstPageItself() async throws {
        let resolution = try await GenericResolver.resolve(GenericOptions(["url": "https://api.example/movies", "per_page": "50"]),
                                                           transport: Recorder(Self.page), environment: [:])
        // `per_page=50` is not what the probe asked: the first page is fetched as asked.
        #expect(resolution.primed == nil)
    }

    @Test func noIDIsSaid() async throws {
        let resolution = try await GenericResolver.resolve(GenericOptions(["url": "https://api.example/x"]),
                                                           transport: Recorder(#"[{"n":1,"t":"a"},{"n":1,"t":"b"}]"#), environment: [:])
        #expect(resolution.summary == "no pagination found: showing one page; --strategy sets it; detected items: the body; "
                + "no field is unique over the page: rows are told apart by their place, not deduplicated; --id sets it")
    }

    /// One page of a list that says it holds more: how many are left out is said, never dropped in silence.
    @Test(arguments: [
        (#"{"data":{"items":[{"id":1,"name":"a"},{"id":2,"name":"b"}]},"meta":{"total":60}}"#, HTTPHeaders(),
         "no pagination found: showing one page, 2 of 60 items (meta.total in the body); --strategy sets it"),
        (#"[{"id":1,"name":"a"},{"id":2,"name":"b"}]"#, HTTPHeaders([("X-Total-Count", "5")]),
         "no pagination found: showing one page, 2 of 5 items (X-Total-Count header); --strategy sets it"),
        // A total no larger than the page: the whole list is shown, nothing more to say.
        (#"{"items":[{"id":1,"name":"a"},{"id":2,"name":"b"}],"total":2}"#, HTTPHeaders(),
         "no pagination found: showing one page; --strategy sets it"),
    ])
    func aListLongerThanItsOnePageSaysHowMuchIsLeftOut(body: String, headers: HTTPHeaders, said: String) async throws {
        let resolution = try await GenericResolver.resolve(GenericOptions(["url": "https://api.example/x"]),
                                                           transport: Recorder(body, headers: headers), environment: [:])
        #expect(resolution.summary?.hasPrefix(said + ";") == true, "\(resolution.summary ?? "nil")")
    }

    @Test func noListIsAClearRefusal() async {
        await #expect(throws: GenericResolveError.self) {
            _ = try await GenericResolver.resolve(GenericOptions(["url": "https://api.example/x"]),
                                                  transport: Recorder(#"{"ok":true}"#), environment: [:])
        }
    }

    @Test func thePrimedAnswerIsUsedOnceForThatURLOnly() async throws {
        let inner = Recorder("[]")
        let primed = PrimedTransport(wrapping: inner, url: "https://api.example/a", response: HTTPResponse(status: 200, body: Array("[1]".utf8)))
        #expect(try await primed.send(HTTPRequest(url: "https://api.example/b")).body == Array("[]".utf8))
        #expect(try await primed.send(HTTPRequest(url: "https://api.example/a")).body == Array("[1]".utf8))
        #expect(try await primed.send(HTTPRequest(url: "https://api.example/a")).body == Array("[]".utf8))
        #expect(inner.asked.withLock { $0 } == ["https://api.example/b", "https://api.example/a"])
    }

    @Test func explainQuotesForTheShellAndTOML() {
        let options = GenericOptions(["url": "https://api.example/x?a=1&b=2", "items": "", "title": "it's", "id": "a\u{1B}[31m",
                                      "headers": "X-One: 1\nX-Two: \"2\""])
        let lines = DetectionReport.explain(options, shownURL: options.values["url"]!, profile: "x")
        #expect(lines == [
            #"pagetty url 'https://api.example/x?a=1&b=2' --items '' --id $'a\u001B[31m' --title 'it'\''s' -H 'X-One: 1' -H 'X-Two: "2"'"#,
            "",
            "[profiles.x]",
            #"url = "https://api.example/x?a=1&b=2""#, #"items = """#, #"id = "a\u001b[31m""#, #"title = "it's""#,
            #"headers = "X-One: 1\nX-Two: \"2\"""#,
        ])
        #expect(!lines.joined().unicodeScalars.contains { $0.value == 0x1B })
    }

    /// A page of a thousand arrays of objects: the summary names a few of the arrays passed over
    /// and counts the rest ("(and N more)"); it was one line naming them all (3.8 MB for 2.3 MB).
    @Test func theSummaryCapsEveryListItSays() {
        let body = JSONValue.object((0..<1_000).map { (key: "list\($0)", value: JSONValue.array([.object([("id", .number("1"))])])) })
        let detection = Detector.detect(DetectionInput(url: "https://api.example/x", body: body))
        #expect(detection.alternatives.count == 999)
        let line = DetectionReport.summary(detection, given: GenericOptions([:]))
        #expect(line.count < 600, "\(line.count) characters")
        #expect(line.contains("(and 99"), "\(line)")
    }
}
