import Catalog
import Networking
import Paging
import Testing

/// The built-in sources name their items' related lists, each with the `pagetty url` options that
/// page it (issue 40, point 2), on the list's own base.
@Suite struct BuiltInRelatedTests {
    @Test func aGitHubUserLeadsToReposFollowersAndFollowingPagedByLink() throws {
        let source = GitHubUsers(base: try APIBase("http://127.0.0.1:9/github"), perPage: 30)
        let user = ListItem(id: "1", cells: ["mojombo", "User", "1"], detailKey: "mojombo")
        let lists = source.relatedLists(of: user)
        #expect(lists.map(\.name) == ["repos", "followers", "following"])
        #expect(lists.map(\.place) == ["repos", "followers", "following"].map {
            .url("http://127.0.0.1:9/github/users/mojombo/\($0)?per_page=30")
        })
        #expect(lists.allSatisfy { $0.options["strategy"] == "link" && $0.options["id"] == "id" })
        #expect(lists.map { $0.options["title"] } == ["full_name", "login", "login"])
    }

    @Test func aQiitaItemLeadsToItsCommentsAndItsAuthorsItemsPagedByPage() throws {
        let source = QiitaItems(base: try APIBase("https://qiita.com"), perPage: 20)
        let item = ListItem(id: "c686397e4a0f4f11683d", cells: ["Title", "@yaotti", "3", "swift", "2026-04-20"])
        let lists = source.relatedLists(of: item)
        #expect(lists.map(\.name) == ["comments", "@yaotti's items"])
        #expect(lists.map(\.place) == [.url("https://qiita.com/api/v2/items/c686397e4a0f4f11683d/comments?page=1&per_page=20"),
                                       .url("https://qiita.com/api/v2/users/yaotti/items?page=1&per_page=20")])
        #expect(lists.allSatisfy { $0.options["strategy"] == "page:page,per_page" && $0.options["total_header"] == "Total-Count" })
    }

    @Test func aPokemonLeadsToItsTypesOnceTheRowKnowsThem() throws {
        let source = PokemonList(base: try APIBase("https://pokeapi.co"))
        let bare = ListItem(id: "1", cells: ["1", "bulbasaur"])
        #expect(source.relatedLists(of: bare).isEmpty, "no types yet: nothing guessed")
        let known = ListItem(id: "1", cells: ["1", "bulbasaur", "grass, poison"])
        let lists = source.relatedLists(of: known)
        #expect(lists.map(\.name) == ["grass", "poison"])
        #expect(lists.map(\.place) == [.url("https://pokeapi.co/api/v2/type/grass/"), .url("https://pokeapi.co/api/v2/type/poison/")])
        #expect(lists.allSatisfy { $0.options["items"] == "pokemon" && $0.options["title"] == "pokemon.name" && $0.options["strategy"] == "link" })
    }
}
