import Catalog
import Testing

/// The command-line and profile forms of a spec, good and bad.
@Suite struct SpecParsingTests {
    static let url = "https://api.example.com/v1/things"

    @Test(arguments: [
        "link", "next:links.next", "cursor:cursor=meta.next_cursor", "offset:offset,limit", "page:page,per_page",
        "since:since_id=id", "time:before=created_at", "keyset:after_id=id,after_score=score",
    ])
    func everyStrategyFormRoundTrips(text: String) throws {
        #expect(try GenericStrategy(parsing: text).text == text)
    }

    @Test func strategyPartsAreNamed() throws {
        #expect(try GenericStrategy(parsing: "keyset:after_id=id,after_score=stats.score")
            == .keyset(idParam: "after_id", idField: JSONPath("id")!, valueParam: "after_score",
                       valueField: JSONPath("stats.score")!))
        #expect(try GenericStrategy(parsing: "offset:skip,take") == .offset(offset: "skip", limit: "take"))
    }

    @Test(arguments: [
        "cursr:x=y", "", "links", "next:", "cursor:cursor", "cursor:=meta.c", "offset:offset", "offset:a,b,c",
        "page:page,", "since:since_id", "keyset:after_id=id", "keyset:after_id=id,after_score", "time:a b=c",
    ])
    func badStrategiesListEveryForm(text: String) {
        #expect(throws: GenericSpecError.badStrategy(text)) { try GenericStrategy(parsing: text) }
    }

    @Test func badStrategyMessage() {
        #expect(GenericSpecError.badStrategy("cursr:x=y").description
            == "strategy 'cursr:x=y' is not one of link, next:PATH, cursor:PARAM=PATH, offset:OFFSET,LIMIT, "
            + "page:PAGE,PER_PAGE, since:PARAM=FIELD, time:PARAM=FIELD, keyset:ID_PARAM=FIELD,VALUE_PARAM=FIELD, "
            + "after:PARAM=FIELD, before:PARAM=FIELD, graphql:CONNECTION_PATH, body-cursor:KEY=PATH, search-after:KEY=FIELD, "
            + "cursor-header:PARAM=HEADER, continue:PATH")
    }

    @Test func fullSpecParses() throws {
        let spec = try GenericSpec.parse(
            url: Self.url, items: "data.items", id: "uid", title: "name", subtitle: "owner.login", webURL: "html_url",
            strategy: "page:p,n", total: "meta.total", headers: ["X-Api-Version: 2", "Accept-Language:  ja "],
            tokenEnv: "EXAMPLE_TOKEN", perPage: "25")
        #expect(spec.items == JSONPath("data.items"))
        #expect(spec.id.segments == ["uid"])
        #expect(spec.headers.map(\.name) == ["X-Api-Version", "Accept-Language"])
        #expect(spec.headers.map(\.value) == ["2", "ja"])
        #expect(spec.perPage == 25)
        #expect(spec.tokenEnv == "EXAMPLE_TOKEN")
    }

    @Test func badOptionsSayWhich() {
        #expect(throws: GenericSpecError.badURL("ftp://x/y")) { try GenericSpec.parse(url: "ftp://x/y", strategy: "link") }
        #expect(throws: GenericSpecError.badPath(option: "items", path: "data..items")) {
            try GenericSpec.parse(url: Self.url, items: "data..items", strategy: "link")
        }
        #expect(throws: GenericSpecError.badHeader("X-Evil: a\r\nHost: b")) {
            try GenericSpec.parse(url: Self.url, strategy: "link", headers: ["X-Evil: a\r\nHost: b"])
        }
        #expect(throws: GenericSpecError.badHeader("No colon")) {
            try GenericSpec.parse(url: Self.url, strategy: "link", headers: ["No colon"])
        }
        #expect(throws: GenericSpecError.badHeader("Bad Name: x")) {
            try GenericSpec.parse(url: Self.url, strategy: "link", headers: ["Bad Name: x"])
        }
        #expect(throws: GenericSpecError.badPerPage("0")) { try GenericSpec.parse(url: Self.url, strategy: "link", perPage: "0") }
        #expect(throws: GenericSpecError.fieldNotID(strategy: "since", field: "number", id: "id")) {
            try GenericSpec.parse(url: Self.url, strategy: "since:since=number")
        }
    }

    @Test func messagesAreOneLine() {
        #expect(GenericSpecError.badHeader("X: a\r\nY: b").description == #"header 'X: a\r\nY: b' is not 'Name: value' on one line"#)
        #expect(GenericSpecError.fieldNotID(strategy: "keyset", field: "uid", id: "id").description
            == "keyset field 'uid' must be the id path 'id'")
        #expect(GenericSpecError.tokenNotSet("EXAMPLE_TOKEN").description == "environment variable EXAMPLE_TOKEN is not set")
    }

    @Test func profileTable() throws {
        let spec = try GenericSpec(profile: [
            "url": Self.url, "items": "data.items", "id": "id", "title": "name",
            "strategy": "cursor:cursor=meta.next_cursor", "token_env": "EXAMPLE_TOKEN",
            "headers": "X-One: 1\nX-Two: 2\n", "per_page": "30",
        ])
        #expect(spec == (try GenericSpec.parse(
            url: Self.url, items: "data.items", title: "name", strategy: "cursor:cursor=meta.next_cursor",
            headers: ["X-One: 1", "X-Two: 2"], tokenEnv: "EXAMPLE_TOKEN", perPage: "30")))
        #expect(throws: GenericSpecError.missingKey("url")) { try GenericSpec(profile: ["strategy": "link"]) }
        #expect(throws: GenericSpecError.missingKey("strategy")) { try GenericSpec(profile: ["url": Self.url]) }
        #expect(throws: GenericSpecError.unknownKey("itmes")) {
            try GenericSpec(profile: ["url": Self.url, "strategy": "link", "itmes": "data"])
        }
    }
}
