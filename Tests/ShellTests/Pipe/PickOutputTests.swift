import Catalog
import Paging
import Shell
import Testing

/// What `--pick` prints: the pipe formats line for line, or one field as inert plain text.
@Suite struct PickOutputTests {
    static let fields = PipeFields(titleColumn: 0, numericIDs: true)

    static func item(_ id: Int, _ raw: String) -> ListItem {
        ListItem(id: "\(id)", cells: ["user\(id)"], webURL: "https://example.com/\(id)", raw: Array(raw.utf8))
    }

    @Test func formatsAreThePipeModesLines() {
        let items = [Self.item(1, #"{"login":"a"}"#), Self.item(2, #"{"login":"b"}"#)]
        for format in PipeFormat.allCases {
            let (bytes, missing) = PickOutput.format(format).lines(for: items, fields: Self.fields)
            #expect(bytes == items.flatMap { Self.fields.line(for: $0, format: format) })
            #expect(missing.isEmpty)
        }
    }

    @Test func aFieldIsPlainTextWithControlsEscapedLikeTSV() throws {
        let path = try #require(JSONPath("owner.login"))
        let items = [Self.item(1, #"{"owner":{"login":"plain"}}"#),
                     Self.item(2, #"{"owner":{"login":"evil\u001b]52;c;eA==\u0007\nnext\tcell"}}"#),
                     Self.item(3, #"{"owner":{"login":42}}"#)]
        let (bytes, missing) = PickOutput.field(path).lines(for: items, fields: Self.fields)
        #expect(String(decoding: bytes, as: UTF8.self) == "plain\nevil\\x1b]52;c;eA==\\x07\\nnext\\tcell\n42\n")
        #expect(!bytes.contains(0x1B) && !bytes.contains(0x07))
        #expect(missing.isEmpty)
    }

    @Test func anItemWithoutTheFieldIsAnEmptyLineAndNamed() throws {
        let path = try #require(JSONPath("html_url"))
        let items = [Self.item(1, #"{"html_url":"https://x/1"}"#), Self.item(2, #"{"login":"b"}"#),
                     Self.item(3, #"{"html_url":null}"#)]
        let (bytes, missing) = PickOutput.field(path).lines(for: items, fields: Self.fields)
        #expect(String(decoding: bytes, as: UTF8.self) == "https://x/1\n\n\n")
        #expect(missing == ["2", "3"])
    }
}
