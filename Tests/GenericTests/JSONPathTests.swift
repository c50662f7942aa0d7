import Catalog
import Testing

/// Dotted paths: parsing and evaluation edge cases.
@Suite struct JSONPathTests {
    static let body = JSONValue.parse(Array("""
        {"data": {"items": [{"id": 18446744073709551615, "tags": [{"name": "swift"}], "a.b": {"c": 1},
         "0": "zero", "n": null, "ok": true}]}, "meta": {"total": 3}}
        """.utf8))!

    func value(_ path: String) -> String? { JSONPath(path)?.evaluate(Self.body)?.text }

    @Test func dotsAndIndexes() {
        #expect(value("meta.total") == "3")
        #expect(value("data.items.0.tags.0.name") == "swift")
        // Numbers are kept as written: an unsigned 64-bit id survives.
        #expect(value("data.items.0.id") == "18446744073709551615")
        #expect(value("data.items.0.ok") == "true")
        // Digits name a key in an object.
        #expect(value("data.items.0.0") == "zero")
    }

    @Test func keysWithDots() {
        #expect(value(#"data.items.0.a\.b.c"#) == "1")
        #expect(value(#"data.items.0."a.b".c"#) == "1")
        #expect(JSONPath(#""a.b".c"#)?.segments == ["a.b", "c"])
    }

    @Test func missingStepsAreNil() {
        #expect(value("data.items.1.id") == nil)
        #expect(value("data.items.-1") == nil)
        #expect(value("data.nope") == nil)
        #expect(value("meta.total.x") == nil)
        #expect(value("data.items.0.n") == nil)
        #expect(JSONPath("data.items.0.n")?.evaluate(Self.body) == .null)
    }

    @Test(arguments: ["", ".", "a.", ".a", "a..b", #"a\"#, #""a"#, #"a"b""#, #""a"b"#])
    func malformedPathsAreRefused(text: String) {
        #expect(JSONPath(text) == nil)
    }
}
