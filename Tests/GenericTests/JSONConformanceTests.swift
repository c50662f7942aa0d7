import Foundation
import Catalog
import Testing

/// The JSON reader against RFC 8259's grammar: hand-picked cases always, the whole
/// nst/JSONTestSuite corpus when `PAGETTY_JSON_SUITE` names its `test_parsing` folder.
@Suite struct JSONConformanceTests {
    /// Documents the grammar forbids (names as in JSONTestSuite where one exists).
    static let refused: [String] = [
        "01", "-01", "00", "-00", "[01]", "{\"a\":012}", "0123.5", // n_number_with_leading_zero and kin
        "1.", "-1.", ".5", "-.5", "+1", "1e", "1e+", "1E-", "-", "--1", "1.e3", "0x1", "1_000",
        "Infinity", "-Infinity", "NaN", "[1,]", "{\"a\":1,}", "[,1]", "[1,,2]", "[1 2]",
        "\"a\u{01}b\"", "\"\t\"", "\"\u{1F}\"", "\"\\x41\"", "\"\\u12\"", "\"\\uZZZZ\"", "\"abc",
        "[1] x", "{} {}", "1 2", "nul", "True", "'a'", "{a:1}", "", " ", "\u{FEFF}",
    ]
    /// Documents the grammar allows, some of them at its edges.
    static let accepted: [String] = [
        "0", "-0", "0.5", "-0.5", "10", "0e1", "0E+1", "-0e-1", "1.5e308", "1e999", "123456789012345678901234567890",
        "[0,-0,0.0]", "\"\"", "\"\\u0000\"", "\"\\/\"", "\"\u{7F}\"", " [ ] ", "{\"\":0}", "null", "\"\\ud83d\\ude00\"",
    ]

    @Test(arguments: refused) func refusesNonJSON(text: String) {
        #expect(JSONValue.parse(Array(text.utf8)) == nil)
        #expect(!JSONValue.isWhole(Array(text.utf8)))
    }

    @Test(arguments: accepted) func readsJSON(text: String) {
        #expect(JSONValue.parse(Array(text.utf8)) != nil)
        #expect(JSONValue.isWhole(Array(text.utf8)))
    }

    /// Raw bytes that are not UTF-8 inside a string are not JSON text (RFC 8259 §8.1).
    @Test func refusesInvalidUTF8() {
        for bytes: [UInt8] in [[0x22, 0xFF, 0x22], [0x22, 0xC3, 0x22], [0x22, 0xED, 0xA0, 0x80, 0x22], [0x5B, 0x80, 0x5D]] {
            #expect(JSONValue.parse(bytes) == nil, "\(bytes)")
            #expect(!JSONValue.isWhole(bytes), "\(bytes)")
        }
        #expect(JSONValue.parse([0x22, 0xC3, 0xA9, 0x22]) == .string("é"))
    }

    /// Every `y_` file read, every `n_` file refused, `i_` files either way without a crash.
    @Test(.enabled(if: ProcessInfo.processInfo.environment["PAGETTY_JSON_SUITE"] != nil))
    func conformanceCorpus() throws {
        let folder = URL(fileURLWithPath: ProcessInfo.processInfo.environment["PAGETTY_JSON_SUITE"] ?? "")
        let names = try FileManager.default.contentsOfDirectory(atPath: folder.path).filter { $0.hasSuffix(".json") }.sorted()
        var counts = (yes: 0, no: 0, either: 0, eitherRead: 0)
        for name in names {
            let bytes = try [UInt8](Data(contentsOf: folder.appendingPathComponent(name)))
            let read = JSONValue.parse(bytes) != nil
            // The check the disk cache makes reads by the same grammar, keeping nothing.
            #expect(JSONValue.isWhole(bytes) == read, "\(name): the check and the parse disagree")
            switch name.first {
            case "y": counts.yes += 1; #expect(read, "\(name) must be read")
            case "n": counts.no += 1; #expect(!read, "\(name) must be refused")
            default: counts.either += 1; if read { counts.eitherRead += 1 }
            }
        }
        print("JSONTestSuite: \(counts.yes) y_, \(counts.no) n_, \(counts.either) i_ (\(counts.eitherRead) read)")
        #expect(counts.yes + counts.no > 0)
    }
}
