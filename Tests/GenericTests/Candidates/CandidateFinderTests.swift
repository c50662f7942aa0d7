import Catalog
import Networking
import Testing

/// Readings from structure: an answer no rule names offers the reading that pages it, first or in
/// the order the confirmation tries; a page's own length is never a total.
@Suite struct CandidateFinderTests {
    @Test(arguments: CandidateCase.structure)
    func offersTheReadingThatPagesIt(_ example: CandidateCase) {
        let detection = Detector.detect(example.input)
        let strategies = detection.candidates.map(\.strategy)
        #expect(Array(strategies.prefix(example.first.count)) == example.first, "\(strategies.prefix(6))")
        let top = detection.candidates.first
        for (key, value) in example.options { #expect(top?.options[key] == value, "\(key): \(top?.options ?? [:])") }
        // Every reading makes a spec `pagetty url` takes.
        for candidate in detection.candidates {
            var profile = candidate.options
            profile["url"] = example.url
            profile["id"] = detection.value("id")
            #expect(throws: Never.self, "\(candidate.strategy)") { try GenericSpec(profile: profile) }
        }
    }

    @Test func aPagesOwnCountIsNoTotal() {
        let body = #"{"count":2,"next":"https://api.example/x?cursor=b","results":[{"id":1,"name":"a"},{"id":2,"name":"b"}]}"#
        let detection = Detector.detect(DetectionInput(url: "https://api.example/x", body: JSONValue.parse(Array(body.utf8))!))
        #expect(detection.value("total") == nil)
        #expect(detection.moreSaid == nil)
        // Nested, the same: `meta.count` as long as the page says nothing of the rest.
        let nested = #"{"meta":{"count":2},"results":[{"id":1,"name":"a"},{"id":2,"name":"b"}]}"#
        #expect(Detector.detect(DetectionInput(url: "https://api.example/x", body: JSONValue.parse(Array(nested.utf8))!)).moreSaid == nil)
    }

    @Test func aNestedTotalAboveThePageIsSaid() {
        let body = #"{"info":{"count":826,"pages":42},"results":[{"id":1,"name":"Rick"},{"id":2,"name":"Morty"}]}"#
        let detection = Detector.detect(DetectionInput(url: "https://api.example/character", body: JSONValue.parse(Array(body.utf8))!))
        #expect(detection.value("total") == "info.count")
        #expect(detection.moreSaid == "the answer says 826 items")
    }

    @Test func aContentRangeLengthIsATotal() {
        let body = "[" + CandidateCase.two(#"{"id":{ID},"name":"n{ID}"}"#) + "]"
        let input = DetectionInput(url: "https://pg.example/items", headers: ["Content-Range": "0-1/137"], body: JSONValue.parse(Array(body.utf8))!)
        #expect(Detector.detect(input).totalSaid == 137)
    }

    @Test func idsNotNamedIDAreFoundBeforeNames() {
        let body = #"{"data":[{"gid":"12","name":"Intro","resource_type":"task"},{"gid":"13","name":"Outro","resource_type":"task"}]}"#
        #expect(Detector.detect(DetectionInput(url: "https://asana.example/tasks", body: JSONValue.parse(Array(body.utf8))!)).value("id") == "gid")
        let youtube = #"{"items":[{"id":{"kind":"youtube#video","videoId":"a1"},"snippet":{"title":"Intro"}},{"id":{"kind":"youtube#video","videoId":"b2"},"snippet":{"title":"Intro"}}]}"#
        let detection = Detector.detect(DetectionInput(url: "https://yt.example/search", body: JSONValue.parse(Array(youtube.utf8))!))
        #expect(detection.value("id") == "id.videoId")
        #expect(detection.value("title") == "snippet.title")
    }

    @Test func withNoUniqueFieldThePlaceIsTheIdentity() async throws {
        // Two videos called "Intro" on two pages, no id field: both rows are kept, neither is taken for the other.
        let body = #"[{"title":"Intro","length":"1:00"},{"title":"Outro","length":"1:00"}]"#
        let detection = Detector.detect(DetectionInput(url: "https://api.example/videos", body: JSONValue.parse(Array(body.utf8))!))
        #expect(detection.value("id") == "*")
        let source = try GenericSource(spec: GenericSpec(profile: ["url": "https://api.example/videos", "items": "", "id": "*", "title": "title", "strategy": "link"]),
                                       environment: [:])
        let first = try source.decode(HTTPResponse(status: 200, body: Array(body.utf8), effectiveURL: "https://api.example/videos?page=1"))
        let second = try source.decode(HTTPResponse(status: 200, body: Array(body.utf8), effectiveURL: "https://api.example/videos?page=2"))
        let again = try source.decode(HTTPResponse(status: 200, body: Array(body.utf8), effectiveURL: "https://api.example/videos?page=1"))
        #expect(Set(first.items.map(\.id) + second.items.map(\.id)).count == 4)
        #expect(again.items.map(\.id) == first.items.map(\.id))
    }

    @Test func titlesByShapeAndContent() {
        let cases: [(String, String)] = [
            (#"[{"ProductID":1,"ProductName":"Chai"},{"ProductID":2,"ProductName":"Chang"}]"#, "ProductName"),
            (#"[{"id":"a","webTitle":"Budget day"},{"id":"b","webTitle":"Rain"}]"#, "webTitle"),
            (#"[{"id":"a","item_data":{"name":"Coffee"}},{"id":"b","item_data":{"name":"Tea"}}]"#, "item_data.name"),
            (#"[{"name":"projects/p/documents/b/1","fields":{"title":{"stringValue":"Hello"}}},{"name":"projects/p/documents/b/2","fields":{"title":{"stringValue":"World"}}}]"#,
             "fields.title.stringValue"),
            (#"[{"id":"p1","name":[{"family":"Chalmers","given":["Peter"]}]},{"id":"p2","name":[{"family":"Windsor"}]}]"#, "name.0.family"),
            (#"[{"id":"x1","kind":"note","payload":{"caption":"A short walk home"}},{"id":"x2","kind":"note","payload":{"caption":"Two cats asleep"}}]"#,
             "payload.caption"),
        ]
        for (body, title) in cases {
            let detection = Detector.detect(DetectionInput(url: "https://api.example/x", body: JSONValue.parse(Array(body.utf8))!))
            #expect(detection.value("title") == title, "\(body.prefix(60))")
        }
    }
}
