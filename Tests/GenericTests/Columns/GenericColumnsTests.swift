import Catalog
import Networking
import Paging
import Testing

/// A generic list's columns: chosen from the first page and kept, or given; cells follow them.
@Suite struct GenericColumnsTests {
    static let first = #"[{"id":3,"name":"grit","stargazers_count":1960,"language":"Ruby","created_at":"2007-10-29T14:37:16Z","owner":{"login":"mojombo"}},"#
        + #"{"id":4,"name":"god","stargazers_count":22,"language":"C","created_at":"2008-01-13T05:23:49Z","owner":{"login":"mojombo"}}]"#
    /// A later page whose fields differ: the columns stay the first page's.
    static let second = #"[{"id":5,"name":"ale","forks":9,"language":null,"created_at":"2009-01-01T00:00:00Z"}]"#

    func source(columns: [String] = [], subtitle: String? = nil) throws -> GenericSource {
        let spec = try GenericSpec.parse(url: "https://api.example.com/repos", title: "name", subtitle: subtitle,
                                         strategy: "link").showing(columns: columns)
        return try GenericSource(spec: spec, environment: [:])
    }

    func page(_ text: String) -> HTTPResponse { HTTPResponse(status: 200, headers: [:], body: Array(text.utf8)) }

    @Test func chosenFromTheFirstPageAndKept() throws {
        let source = try source()
        // Before any page: the title given alone; the others, the id's too (a long id has none),
        // come from the first page (issue 42, point 8: no column made up for a page that never came).
        #expect(source.columns.map(\.title) == ["name"])
        let one = try source.decode(page(Self.first))
        #expect(source.columns.map(\.title) == ["name", "stargazers_count", "language", "created_at", "id"])
        #expect(one.items.map(\.cells) == [["grit", "1960", "Ruby", "2007-10-29", "3"], ["god", "22", "C", "2008-01-13", "4"]])
        let stars = source.columns[1]
        #expect(stars.alignRight)
        #expect(stars.priority == .secondary(drop: 3))
        #expect(source.columns[3].compaction == .isoDate)
        // The id drops last, the chosen date first.
        #expect(source.columns.map(\.priority) == [.primary, .secondary(drop: 3), .secondary(drop: 2), .secondary(drop: 1), .secondary(drop: 4)])
        let two = try source.decode(page(Self.second))
        #expect(two.items.map(\.cells) == [["ale", "", "", "2009-01-01", "5"]])
        #expect(source.columns.count == 5)
        // The detail pane still has every field.
        let detail = try #require(source.localDetail(for: one.items[0]))
        #expect(detail.fields.map(\.label) == ["id", "name", "stargazers_count", "language", "created_at", "owner"])
        #expect(source.pipeCells.isEmpty)
    }

    /// Qiita's `tags` (`{"name":"Ruby","versions":[]}`, no id field): the name is the id, and the
    /// title column already shows it; it is not shown twice (`name | name`).
    @Test(arguments: [nil, "name"])
    func anIDTheTitleColumnShowsIsNotShownAgain(title: String?) throws {
        let spec = try GenericSpec.parse(url: "https://qiita.com/api/v2/items", id: "name", title: title, strategy: "link")
        let source = try GenericSource(spec: spec, environment: [:])
        let page = try source.decode(page(#"[{"name":"Ruby","versions":[]},{"name":"Rails","versions":["7"]}]"#))
        #expect(source.columns.map(\.title) == ["name"])
        #expect(page.items.map(\.cells) == [["Ruby"], ["Rails"]])
    }

    @Test func givenColumnsReplaceTheChoiceAndTheID() throws {
        let source = try source(columns: ["Stars=stargazers_count", "Owner=owner.login", "created_at"])
        #expect(source.columns.map(\.title) == ["name", "Stars", "Owner", "created_at"])
        let one = try source.decode(page(Self.first))
        #expect(one.items[0].cells == ["grit", "1960", "mojombo", "2007-10-29"])
        #expect(source.columns.map(\.alignRight) == [false, true, false, false])
        // The first given is the last to drop.
        #expect(source.columns.map(\.priority) == [.primary, .secondary(drop: 3), .secondary(drop: 2), .secondary(drop: 1)])
        #expect(source.pipeCells == 1..<4)
    }

    @Test func aSubtitleAloneKeepsItsOldColumns() throws {
        let source = try source(subtitle: "language")
        let one = try source.decode(page(Self.first))
        #expect(source.columns == [.primary("name"), .secondary("language", minWidth: 8, preferredWidth: 24, drop: 1),
                                   .secondary("id", minWidth: 4, preferredWidth: 12, drop: 2, alignRight: true)])
        #expect(one.items[0].cells == ["grit", "Ruby", "3"])
        // With columns given too, it is the first of them.
        let both = try self.source(columns: ["stargazers_count"], subtitle: "language")
        #expect(try both.decode(page(Self.first)).items[0].cells == ["grit", "Ruby", "1960"])
        #expect(both.pipeCells == 1..<3)
    }

    @Test func badColumnsAreOneClearLine() throws {
        #expect(throws: GenericSpecError.badColumn("Stars=")) { try self.source(columns: ["Stars="]) }
        #expect(GenericSpecError.badColumn("Stars=").description
            == "column 'Stars=' is not LABEL=PATH or PATH, PATH dotted like stargazers_count or owner.login")
    }

    @Test func profilesListTheirColumns() throws {
        let spec = try GenericSpec(profile: ["url": "https://api.example.com/repos", "strategy": "link",
                                             "columns": "Stars=stargazers_count\nlanguage"])
        #expect(spec.columns.map(\.text) == ["Stars=stargazers_count", "language"])
    }
}
