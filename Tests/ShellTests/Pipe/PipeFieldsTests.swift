import Foundation
import Shell
import Paging
import Testing

@Suite struct PipeFieldsTests {
    @Test func writesJSONLWithTheRawObjectEmbedded() throws {
        let raw = Array("{\"id\": 7,\n \"login\": \"a\\tb\"}".utf8)
        let item = ListItem(id: "7", cells: ["a\tb", "User", "7"], webURL: "https://github.com/a", raw: raw)
        let line = PipeFields(titleColumn: 0, numericIDs: true).line(for: item, format: .jsonl)
        #expect(line.last == 0x0A)
        #expect(line.filter { $0 == 0x0A }.count == 1)
        let object = try #require(try JSONSerialization.jsonObject(with: Data(line)) as? [String: Any])
        #expect(object["id"] as? Int == 7)
        #expect(object["title"] as? String == "a\tb")
        #expect(object["url"] as? String == "https://github.com/a")
        let embedded = try #require(object["raw"] as? [String: Any])
        #expect(embedded["login"] as? String == "a\tb")
    }

    @Test func keepsStringIDsAndEscapesControls() throws {
        let item = ListItem(id: "c686397e4a0f4f11683d", cells: ["bell\u{7}\u{1b}[31m"], webURL: nil, raw: nil)
        let line = PipeFields(titleColumn: 0, numericIDs: false).line(for: item, format: .jsonl)
        #expect(!line.contains(0x1B))
        let object = try #require(try JSONSerialization.jsonObject(with: Data(line)) as? [String: Any])
        #expect(object["id"] as? String == "c686397e4a0f4f11683d")
        #expect(object["title"] as? String == "bell\u{7}\u{1b}[31m")
    }

    @Test func escapesTSVCells() {
        let item = ListItem(id: "1", cells: ["1", "tab\there\nnew\\line\u{1b}"], webURL: "https://x/1")
        let line = String(decoding: PipeFields(titleColumn: 1, numericIDs: true).line(for: item, format: .tsv), as: UTF8.self)
        #expect(line == "1\ttab\\there\\nnew\\\\line\\x1b\thttps://x/1\n")
    }

    @Test func safeTextKeepsEscapesOffTheTerminal() {
        #expect(SafeText.line("HTTP 500: \u{1b}]52;c;AAAA\u{7}\nnext") == "HTTP 500: \\x1b]52;c;AAAA\\x07\\nnext")
    }
}
