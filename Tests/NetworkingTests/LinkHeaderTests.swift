import Networking
import Testing

@Suite("Link header (RFC 8288)")
struct LinkHeaderTests {
    @Test("GitHub's /users header: next is fetched, the first template is skipped")
    func github() {
        let value = #"<https://api.github.com/users?since=46>; rel="next", <https://api.github.com/users{?since}>; rel="first""#
        let links = LinkHeader.parse(value)
        #expect(links == [
            WebLink(target: "https://api.github.com/users?since=46", rels: ["next"]),
            WebLink(target: "https://api.github.com/users{?since}", rels: ["first"]),
        ])
        let headers: HTTPHeaders = ["Link": value]
        #expect(LinkHeader.target(rel: "next", in: headers) == "https://api.github.com/users?since=46")
        #expect(LinkHeader.target(rel: "first", in: headers) == nil)
    }

    @Test("several rels in one value, unquoted rel, case-insensitive names")
    func severalRels() {
        let links = LinkHeader.parse(#"<https://x/p/2>; REL="next last", <https://x/p/1>; rel=prev"#)
        #expect(links.map(\.rels) == [["next", "last"], ["prev"]])
        #expect(LinkHeader.target(rel: "LAST", in: ["link": #"<https://x/p/2>; rel="next last""#]) == "https://x/p/2")
    }

    @Test("commas and semicolons inside the URL do not split it")
    func punctuationInURL() {
        let links = LinkHeader.parse(#"<https://x/a?q=1,2;3&b=c>; rel="next"; title="a, b; c", <https://x/z>; rel="last""#)
        #expect(links.map(\.target) == ["https://x/a?q=1,2;3&b=c", "https://x/z"])
        #expect(links.first?.parameters["title"] == "a, b; c")
    }

    @Test("spaces and line breaks between parts are tolerated")
    func whitespace() {
        let value = "<https://x/2>  ;\r\n  rel = \"next\" ,\n\t<https://x/9>;rel=\"last\""
        #expect(LinkHeader.parse(value).map(\.target) == ["https://x/2", "https://x/9"])
        #expect(LinkHeader.parse(value).map(\.rels) == [["next"], ["last"]])
    }

    @Test("several Link fields are combined")
    func severalFields() {
        let headers = HTTPHeaders([("Link", #"<https://x/1>; rel="prev""#), ("link", #"<https://x/3>; rel="next""#)])
        #expect(LinkHeader.target(rel: "next", in: headers) == "https://x/3")
        #expect(LinkHeader.links(in: headers).count == 2)
    }

    @Test("escaped quotes in a quoted value; only the first rel counts")
    func quoting() {
        let links = LinkHeader.parse(#"<https://x/1>; title="say \"hi\""; rel="next"; rel="prev""#)
        #expect(links.first?.parameters["title"] == #"say "hi""#)
        #expect(links.first?.rels == ["next"])
    }

    @Test("garbage yields no links and never crashes", arguments: [
        "", ",,,", "<", "<unterminated; rel=next", "rel=\"next\"", "; rel=next", "<a>;;;=;", "<>; rel=\"\"",
    ])
    func garbage(value: String) {
        let links = LinkHeader.parse(value)
        #expect(links.allSatisfy { !$0.rels.contains("next") || $0.target == "a" })
    }

    @Test("a link without rel is kept but matches nothing")
    func noRel() {
        #expect(LinkHeader.parse("<https://x/1>") == [WebLink(target: "https://x/1", rels: [])])
        #expect(LinkHeader.target(rel: "next", in: ["Link": "<https://x/1>"]) == nil)
    }
}
