import Catalog
import Foundation
import Networking
import TestSupport
import Testing

/// The detector over documented answers, recorded ones (`../shared/datasets`) and answers where it
/// must decline rather than guess.
@Suite struct DetectionTests {
    @Test(arguments: DetectionCase.documented + DetectionCase.declining + DetectionCase.ambiguous)
    func readsWhatTheAnswerSays(_ example: DetectionCase) {
        let detection = Detector.detect(example.input)
        #expect(detection.declined == nil)
        #expect(Self.values(detection) == example.expected)
        #expect(detection.paged == example.paged)
        if let alternative = example.alternative {
            #expect(detection.alternatives.contains { $0.contains(alternative) }, "\(detection.alternatives)")
        } else {
            #expect(detection.alternatives.isEmpty, "\(detection.alternatives)")
        }
        // Every option detected makes a spec.
        var profile = example.expected
        profile["url"] = example.url
        #expect(throws: Never.self) { try GenericSpec(profile: profile) }
    }

    @Test func gitHubUsersRecorded() throws {
        let response = try Datasets.response("github/users_since0_2016-09-30")
        let detection = Detector.detect(try #require(DetectionInput(url: "https://api.github.com/users", response: response)))
        #expect(Self.values(detection) == ["items": "", "id": "id", "title": "login", "web_url": "html_url", "strategy": "link"])
        #expect(detection.why("strategy") == "Link header rel=\"next\"")
    }

    @Test func pokeAPIRecordedFirstAndLastPages() throws {
        for (file, more) in [("pokemon_offset0_limit20", true), ("pokemon_offset1340_limit20", false)] {
            let body = try Datasets.bytes("pokeapi/derived/\(file).json")
            let input = DetectionInput(url: "https://pokeapi.co/api/v2/pokemon", body: try #require(JSONValue.parse(body)))
            let detection = Detector.detect(input)
            // No id field: the unique `url` identifies; the `url` is the API's own, so no web page.
            #expect(Self.values(detection) == ["items": "results", "id": "url", "title": "name", "strategy": "next:next", "total": "count"],
                    "\(file)")
            #expect(detection.why("id")?.hasPrefix("no id field") == true)
            #expect(JSONPath("next")?.evaluate(input.body) == (more ? JSONPath("next")?.evaluate(input.body) : .null))
        }
    }

    @Test func qiitaDocumentedItemsWithLinkAndTotalCount() throws {
        let examples = try #require(JSONValue.parse(try Datasets.bytes("qiita/docs_examples.item_user_group_tag.json")))
        let item = try #require(examples["Item"])
        let body = JSONValue.array([item])
        let input = DetectionInput(url: "https://qiita.com/api/v2/items?page=1&per_page=20",
                                   headers: ["Link": "<https://qiita.com/api/v2/items?page=2&per_page=20>; rel=\"next\"", "Total-Count": "6938"],
                                   body: body)
        let detection = Detector.detect(input)
        // Total-Count is the list's length, as Qiita's documentation says (https://qiita.com/api/v2/docs).
        #expect(Self.values(detection) == ["items": "", "id": "id", "title": "title", "web_url": "url", "strategy": "link",
                                           "total_header": "Total-Count"])
        #expect(detection.alternatives.contains { $0.contains("page in the URL") })
    }

    @Test(arguments: [
        (#"{"status":"ok","message":"nothing here"}"#, "no list of objects found in the answer; give --items (top-level keys: status, message)"),
        (#"["a","b","c"]"#, "no list of objects found in the answer; give --items"),
        (#"{"data":{"id":1,"name":"one object, not a list"}}"#, "no list of objects found in the answer; give --items (top-level keys: data)"),
        (#"{"data":[1,2,3]}"#, "no list of objects found in the answer; give --items (top-level keys: data)"),
    ])
    func declinesWhenThereIsNoList(body: String, message: String) {
        let detection = Detector.detect(DetectionInput(url: "https://api.example/x", body: JSONValue.parse(Array(body.utf8))!))
        #expect(detection.declined == message)
        #expect(detection.choices.isEmpty)
    }

    @Test func givenItemsAndIDAreWhereTheRestIsLookedFor() {
        let body = #"{"a":[{"k":"x1","label":"X"}],"b":[{"id":1,"name":"one"},{"id":2,"name":"two"}]}"#
        let input = DetectionInput(url: "https://api.example/x", body: JSONValue.parse(Array(body.utf8))!)
        let detection = Detector.detect(input, given: ["items": "a", "id": "k"])
        #expect(detection.value("title") == "label")
        #expect(detection.why("items") == "given" && detection.why("id") == "given")
        #expect(Detector.detect(input, given: ["items": "nope"]).declined == "items path nope is not an array in the answer (top-level keys: a, b)")
    }

    /// Detected options as a dictionary.
    static func values(_ detection: Detection) -> [String: String] {
        Dictionary(detection.choices.map { ($0.key, $0.value) }, uniquingKeysWith: { first, _ in first })
    }

    /// Two items whose `*_id` fields all repeat, so every one is tried as the id: ten times the
    /// keys costs about ten times the time, not a hundred (1.4 MB of `*_id` keys took 5.8 s).
    @Test func manyIdCandidatesCostLinearTime() {
        let clock = ContinuousClock()
        func fastest(_ keys: Int) -> Duration {
            let item = JSONValue.object((0..<keys).map { (key: "k\($0)_id", value: JSONValue.number("7")) })
            let input = DetectionInput(url: "https://api.example/x", body: .array([item, item]))
            return (0..<3).map { _ in clock.measure { _ = Detector.detect(input) } }.min()!
        }
        let small = fastest(1_000), large = fastest(10_000)
        #expect(large < small * 35, "1,000 keys: \(small), 10,000 keys: \(large)")
    }
}
