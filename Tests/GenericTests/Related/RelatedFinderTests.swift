import Catalog
import Foundation
import TestSupport
import Testing

/// The lists an item leads to, read from recorded answers (GitHub, PokeAPI) and from the JSON:API
/// and HAL specifications' own examples.
@Suite struct RelatedFinderTests {
    func parse(_ text: String) throws -> JSONValue { try #require(JSONValue.parse(Array(text.utf8))) }

    @Test func aGitHubUserLeadsToItsListsOnTheAPIsOriginWithTemplatesDropped() throws {
        let users = try #require(JSONValue.parse(try Datasets.bytes("github/users_since0_2016-09-30.body.json")))
        guard case .array(let items) = users, let mojombo = items.first else { Issue.record("no users"); return }
        let lists = RelatedFinder.lists(in: mojombo, listURL: "https://api.github.com/users?since=0")
        let base = "https://api.github.com/users/mojombo/"
        #expect(lists == [("followers", "followers"), ("following", "following"), ("gists", "gists"),
                          ("starred", "starred"), ("subscriptions", "subscriptions"), ("organizations", "orgs"),
                          ("repos", "repos"), ("events", "events"), ("received_events", "received_events")]
            .map { RelatedList(name: $0.0, place: .url(base + $0.1)) })
        // avatar_url is on another host, html_url is a page for people: neither is a list here.
        #expect(!lists.contains { $0.name == "avatar" || $0.name == "html" })
    }

    @Test func aPokemonsEmbeddedArraysAreLocalListsAndItsRootRelativeLinksResolve() throws {
        let pikachu = try #require(JSONValue.parse(try Datasets.bytes("pokeapi/pokemon/25.api-data.raw.json")))
        let lists = RelatedFinder.lists(in: pikachu, listURL: "https://pokeapi.co/api/v2/pokemon?offset=0&limit=20")
        let embedded = lists.compactMap { list -> String? in
            if case .embedded(let key, let count) = list.place, count > 0 { return key }
            return nil
        }
        #expect(["abilities", "moves", "types", "stats"].allSatisfy(embedded.contains), "\(embedded)")
        guard case .array(let types)? = pikachu["types"] else { Issue.record("no types"); return }
        #expect(lists.first { $0.name == "types" }?.place == .embedded(key: "types", count: types.count))
    }

    /// jsonapi.org's own example: an article's author and comments by `relationships.*.links.related`;
    /// the resource's `links.self` is the item, not a list.
    @Test func jsonAPIRelationshipsLeadToTheirRelatedLinks() throws {
        let article = try parse("""
            {"type":"articles","id":"1","attributes":{"title":"JSON:API paints my bikeshed!"},
             "relationships":{"author":{"links":{"self":"http://example.com/articles/1/relationships/author",
                                                 "related":"http://example.com/articles/1/author"},"data":{"type":"people","id":"9"}},
                              "comments":{"links":{"self":"http://example.com/articles/1/relationships/comments",
                                                   "related":"http://example.com/articles/1/comments"}}},
             "links":{"self":"http://example.com/articles/1"}}
            """)
        #expect(RelatedFinder.lists(in: article, listURL: "http://example.com/articles") == [
            RelatedList(name: "author", place: .url("http://example.com/articles/1/author")),
            RelatedList(name: "comments", place: .url("http://example.com/articles/1/comments")),
        ])
    }

    /// The HAL draft's example order: `_links` relations by `href`, an array's first, `self` and `curies` left out.
    @Test func halLinksLeadToTheirRelations() throws {
        let order = try parse("""
            {"_links":{"self":{"href":"/orders/123"},"curies":[{"name":"ea","href":"/docs/rels/{rel}","templated":true}],
                       "ea:basket":{"href":"/baskets/98712"},"ea:customer":{"href":"/customers/7809"},
                       "ea:items":[{"href":"/orders/123/items"}]},
             "total":30.00,"currency":"USD","status":"shipped"}
            """)
        #expect(RelatedFinder.lists(in: order, listURL: "https://example.org/orders?page=1").map(\.name)
                == ["ea:basket", "ea:customer", "ea:items"])
        #expect(RelatedFinder.lists(in: order, listURL: "https://example.org/orders?page=1").last?.place
                == .url("https://example.org/orders/123/items"))
    }

    /// Another host, another port, or plain http under an https list is a list elsewhere, marked
    /// with its origin (it opens without the list's credentials, or is refused); other schemes are none.
    @Test func listsOnAnotherOriginAreMarkedWithIt() throws {
        let item = try parse("""
            {"id":1,"a_url":"https://api.example.com/a","b_url":"https://evil.example/b","c_url":"http://api.example.com/c",
             "d_url":"https://api.example.com:8443/d","e_url":"javascript:alert(1)","f_url":"/f"}
            """)
        let lists = RelatedFinder.lists(in: item, listURL: "https://api.example.com/items")
        #expect(lists.map(\.place) == ["https://api.example.com/a", "https://evil.example/b", "http://api.example.com/c",
                                       "https://api.example.com:8443/d", "https://api.example.com/f"].map { .url($0) })
        #expect(lists.map(\.elsewhere) == [nil, "https://evil.example", "http://api.example.com", "https://api.example.com:8443", nil])
        #expect(lists.map(\.menuName) == ["a", "b @evil.example", "c @http://api.example.com", "d @api.example.com:8443", "f"])
    }

    /// A picture elsewhere (an avatar on a CDN, a `.png`) is no list.
    @Test func picturesElsewhereAreNoLists() throws {
        let item = try parse("""
            {"profile_image_url":"https://s3.example/u/1","banner_url":"https://cdn.example/b.PNG","items_url":"https://other.example/i"}
            """)
        #expect(RelatedFinder.lists(in: item, listURL: "https://api.example.com/items").map(\.name) == ["items"])
    }

    @Test func atMostTwentyAreSaid() throws {
        let fields = (0..<50).map { "\"l\($0)_url\":\"https://x.test/l/\($0)\"" }.joined(separator: ",")
        let item = try parse("{\(fields)}")
        #expect(RelatedFinder.lists(in: item, listURL: "https://x.test/items").count == RelatedFinder.maxLists)
    }
}
