@testable import Catalog
import Testing

/// Which fields of a first page become columns when none are given: a pure function, by table.
@Suite struct ColumnChoiceTests {
    static func items(_ text: String) -> [JSONValue] {
        guard case .array(let items)? = JSONValue.parse(Array(text.utf8)) else { return [] }
        return items
    }

    static func path(_ text: String) -> JSONPath { JSONPath(text)! }

    @Test(arguments: [
        // A GitHub repository list: counts first, then the language, then a date; ids, URLs,
        // the owner object, the long description and the constant flag left out.
        (#"[{"id":1,"node_id":"MDEw","name":"grit","full_name":"mojombo/grit","owner":{"login":"mojombo"},"#
         + #""html_url":"https://github.com/mojombo/grit","description":"Grit gives you object oriented read/write access to Git repositories via Ruby.","#
         + #""fork":false,"created_at":"2007-10-29T14:37:16Z","stargazers_count":1960,"language":"Ruby","open_issues_count":3},"#
         + #"{"id":2,"node_id":"MDEx","name":"god","full_name":"mojombo/god","owner":{"login":"mojombo"},"#
         + #""html_url":"https://github.com/mojombo/god","description":"Ruby process monitor","#
         + #""fork":false,"created_at":"2008-01-13T05:23:49Z","stargazers_count":2200,"language":"C","open_issues_count":10}]"#,
         ["name"], ["stargazers_count", "open_issues_count", "language", "created_at"]),
        // An issue list: the number (a count-like field), state and dates; a nested user and labels skipped.
        (#"[{"id":11,"number":7,"title":"Crash on start","state":"open","comments":2,"user":{"login":"a"},"labels":[],"#
         + #""created_at":"2026-04-01T10:00:00Z","updated_at":"2026-04-02T10:00:00Z","closed_at":null},"#
         + #"{"id":12,"number":8,"title":"Typo","state":"closed","comments":0,"user":{"login":"b"},"labels":[],"#
         + #""created_at":"2026-04-03T10:00:00Z","updated_at":"2026-04-04T10:00:00Z","closed_at":"2026-04-05T10:00:00Z"}]"#,
         ["title"], ["comments", "number", "state", "created_at"]),
        // The mock's generic items: the score and the date; the title and the tag array are not columns.
        (#"[{"id":60,"name":"Item 60","score":3,"created_at":"2026-01-03T11:00:00Z","url":"http://x/60","tags":[{"name":"tag2"}]},"#
         + #"{"id":59,"name":"Item 59","score":6,"created_at":"2026-01-03T10:00:00Z","url":"http://x/59","tags":[{"name":"tag1"}]}]"#,
         ["name"], ["score", "created_at"]),
        // Nothing worth a column: ids, a UUID-like key, a URL, a hash, long text, a constant flag.
        (#"[{"id":"cus_9s6XKzkNRiz8i3","uuid":"0f8fad5b-d9cb-469f-a165-70867728950e","self":"https://x/1","#
         + #""sha":"a94a8fe5","fingerprint":"3f786850e387550fdab836ed7e6dc881de23001b","body":"a longer text than any label would ever be","live":true},"#
         + #"{"id":"cus_9s6XKzkNRiz8i4","uuid":"1f8fad5b-d9cb-469f-a165-70867728950e","self":"https://x/2","#
         + #""sha":"b94a8fe5","fingerprint":"4f786850e387550fdab836ed7e6dc881de23001b","body":"another longer text than any label would be","live":true}]"#,
         ["id"], []),
        // A field most items lack is left out; one every item has a null in is too.
        (#"[{"id":1,"name":"a","rare":5,"gone":null},{"id":2,"name":"b","gone":null},{"id":3,"name":"c","gone":null}]"#,
         ["name"], []),
    ] as [(String, [String], [String])])
    func automaticChoice(page: String, title: [String], expected: [String]) {
        let chosen = ColumnChoice.automatic(items: Self.items(page), excluding: [Self.path("id")] + title.map(Self.path))
        #expect(chosen.map(\.label) == expected)
        #expect(chosen.map(\.path.description) == expected)
    }

    @Test func atMostFourAndAtMostTwoDates() {
        let page = #"[{"a_at":"2026-01-01","b_at":"2026-01-02","c_at":"2026-01-03","n1":1,"n2":2,"n3":3,"n4":4,"n5":5},"#
            + #"{"a_at":"2026-02-01","b_at":"2026-02-02","c_at":"2026-02-03","n1":6,"n2":7,"n3":8,"n4":9,"n5":10}]"#
        #expect(ColumnChoice.automatic(items: Self.items(page), excluding: []).map(\.label) == ["n1", "n2", "n3", "n4"])
        let dates = #"[{"a_at":"2026-01-01","b_at":"2026-01-02","c_at":"2026-01-03","state":"x"},"#
            + #"{"a_at":"2026-02-01","b_at":"2026-02-02","c_at":"2026-02-03","state":"y"}]"#
        #expect(ColumnChoice.automatic(items: Self.items(dates), excluding: []).map(\.label) == ["state", "a_at", "b_at"])
    }

    @Test func aFlagThatVariesIsAColumnOnlyWhenRoomIsLeft() {
        let page = #"[{"name":"a","draft":true,"kind":"bug"},{"name":"b","draft":false,"kind":"bug"}]"#
        // A constant text and a varying flag rank alike, in the items' order.
        #expect(ColumnChoice.automatic(items: Self.items(page), excluding: [Self.path("name")]).map(\.label) == ["draft", "kind"])
        #expect(ColumnChoice.automatic(items: Self.items(page), excluding: [Self.path("name")], limit: 1).map(\.label) == ["draft"])
    }

    @Test(arguments: [
        ("id", true), ("_id", true), ("node_id", true), ("userId", true), ("objectID", true), ("uuid", true),
        ("gravatar_id", true), ("api_key", true), ("name", false), ("state", false), ("idle", false), ("video", false),
    ])
    func identifiersByName(key: String, isID: Bool) {
        #expect(ColumnChoice.isIdentifier(key) == isID)
    }

    @Test(arguments: [
        ("url", true), ("html_url", true), ("avatarUrl", true), ("href", true), ("permalink", true), ("self", true),
        ("title", false), ("count", false),
    ])
    func linksByName(key: String, isLink: Bool) {
        #expect(ColumnChoice.isLink(key) == isLink)
    }

    @Test(arguments: [
        ([#"1"#, #"2.5"#, "null"], ColumnKind.number), ([#""2026-04-20T11:58:12+09:00""#, #""2026-04-19""#], .date),
        (["true", "false"], .flag), ([#""open""#, "null"], .text), (["1", #""one""#], .text), (["null"], .text),
        ([#""2026-04-20 is a date""#], .text), ([#""20260420""#], .text),
    ] as [([String], ColumnKind)])
    func kinds(values: [String], kind: ColumnKind) {
        #expect(ColumnKind.of(values.map { JSONValue.parse(Array($0.utf8)) }) == kind)
    }

    @Test func cellsShortenDatesToTheDay() {
        #expect(ColumnKind.date.cell(.string("2026-04-20T11:58:12+09:00")) == "2026-04-20")
        #expect(ColumnKind.number.cell(.number("1960")) == "1960")
        #expect(ColumnKind.text.cell(nil) == "")
        #expect(ColumnKind.text.cell(.null) == "")
    }

    @Test func layoutsByKind() {
        let stars = GenericColumn(label: "Stars", path: Self.path("stargazers_count"))
        let number = ColumnChoice.layout(stars, kind: .number, cells: ["1960", "22000"], drop: 2)
        #expect(number == .secondary("Stars", minWidth: 5, preferredWidth: 5, drop: 2, alignRight: true))
        let date = ColumnChoice.layout(GenericColumn(label: "created_at", path: Self.path("created_at")), kind: .date,
                                       cells: ["2026-04-20"], drop: 1)
        #expect(date == .secondary("created_at", minWidth: 5, preferredWidth: 10, drop: 1, compaction: .isoDate))
        let text = ColumnChoice.layout(GenericColumn(label: "language", path: Self.path("language")), kind: .text,
                                       cells: ["C", "Ruby"], drop: 3)
        #expect(text == .secondary("language", minWidth: 4, preferredWidth: 8, drop: 3))
    }

    @Test(arguments: [
        ("Stars=stargazers_count", "Stars", "stargazers_count"), ("language", "language", "language"),
        (" Owner = owner.login ", "Owner", "owner.login"), ("a=b=c", "a", "b=c"),
    ])
    func columnOptions(text: String, label: String, path: String) throws {
        let column = try #require(GenericColumn(parsing: text))
        #expect(column.label == label)
        #expect(column.path.description == path)
    }

    @Test(arguments: ["", "=x", "Stars=", "a..b", "Stars=a..b"])
    func badColumnOptions(text: String) {
        #expect(GenericColumn(parsing: text) == nil)
    }

    /// A page of one item with `keys` number fields, each a candidate column.
    static func wide(_ keys: Int) -> [JSONValue] {
        [.object((0..<keys).map { (key: "k\($0)", value: JSONValue.number("\($0)")) })]
    }

    /// Ten times the keys costs about ten times the time, not a hundred: each item's fields are
    /// read once (a 160,000-key page took 20 s). Compared with itself at a tenth of the size,
    /// the fastest of three runs each, so a slow machine slows both sides alike.
    @Test func wideFirstPageCostsLinearTime() {
        let clock = ContinuousClock()
        func fastest(_ keys: Int) -> Duration {
            let page = Self.wide(keys)
            return (0..<3).map { _ in clock.measure { _ = ColumnChoice.automatic(items: page, excluding: []) } }.min()!
        }
        let small = fastest(1_000), large = fastest(10_000)
        #expect(large < small * 35, "1,000 keys: \(small), 10,000 keys: \(large)")
    }
}
