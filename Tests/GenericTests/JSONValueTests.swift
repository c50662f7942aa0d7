import Catalog
import Testing

/// The tolerant-but-strict parser behind the generic source.
@Suite struct JSONValueTests {
    func parse(_ text: String) -> JSONValue? { JSONValue.parse(Array(text.utf8)) }

    @Test func keepsKeyOrderAndNumbers() {
        let value = parse(#" {"z": 1, "a": [1.5e3, -0, "x"], "m": {}} "#)
        #expect(value?.keys == ["z", "a", "m"])
        #expect(value.map { String(decoding: $0.serialized(), as: UTF8.self) } == #"{"z":1,"a":[1.5e3,-0,"x"],"m":{}}"#)
    }

    @Test func escapes() {
        #expect(parse(#""a\"b\\c\/d\n\u00e9\ud83d\ude00""#) == .string("a\"b\\c/d\né😀"))
        #expect(parse(#""\ud800x""#) == .string("\u{FFFD}x"))
    }

    @Test(arguments: ["", "{", "[1,]", "{\"a\" 1}", "01x", "tru", "\"a\nb\"", "[1] 2", "{'a': 1}", "1.", "-"])
    func malformedIsNil(text: String) {
        #expect(parse(text) == nil)
    }

    @Test func deepNestingIsRefusedNotCrashed() {
        #expect(parse(String(repeating: "[", count: 100_000)) == nil)
        #expect(parse(String(repeating: "[", count: 100) + String(repeating: "]", count: 100)) != nil)
    }
}
