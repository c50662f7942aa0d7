import Catalog
import Foundation
import Networking
import Paging
import Testing
import TestSupport

@Suite struct PokeAPIDecodingTests {
    let source = PokemonList(base: try! APIBase("https://pokeapi.co"))

    @Test(arguments: [("0", "20", 20, "1", "20"), ("20", "20", 20, "21", "40"), ("0", "100", 100, "1", "100"),
                      ("1020", "20", 20, "1021", "10015"), ("1300", "100", 51, "10276", "10326"),
                      ("1340", "20", 11, "10316", "10326")])
    func everyDerivedPageDecodes(offset: String, limit: String, count: Int, first: String, last: String) throws {
        let page = try source.decode(try Datasets.response(body: "pokeapi/derived/pokemon_offset\(offset)_limit\(limit).json"))
        #expect(page.items.count == count)
        #expect(page.items.first?.id == first && page.items.last?.id == last)
        #expect(page.items.first?.imageURL == "https://raw.githubusercontent.com/PokeAPI/sprites/master/sprites/pokemon/\(first).png")
        #expect(page.total == 1351)
        let ends = Int(offset)! + Int(limit)! >= 1351
        #expect(page.more == !ends && (page.nextURL == nil) == ends)
    }

    @Test func theFullIndexWithRelativeURLsDecodes() throws {
        let page = try source.decode(try Datasets.response(body: "pokeapi/pokemon_index.api-data.raw.json"))
        #expect(page.items.count == 1351)
        #expect(page.items[0] == ListItem(id: "1", cells: ["1", "bulbasaur"], webURL: "https://www.pokemon.com/us/pokedex/bulbasaur"))
        #expect(page.items[0].imageURL == nil, "relative URLs name no host, so no known sprite")
        #expect(page.items[1025].id == "10001")
        #expect(Set(page.items.map(\.id)).count == 1351)
    }

    @Test(arguments: ["1", "6", "25", "132", "10034"])
    func everyDetailRecordDecodes(id: String) throws {
        let detail = try source.decodeDetail(try Datasets.response(body: "pokeapi/pokemon/\(id).api-data.raw.json"))
        #expect(detail.fields.first == DetailInfo.Field("No.", id))
        #expect(!detail.title.isEmpty)
    }

    @Test func pikachusDetail() throws {
        let detail = try source.decodeDetail(try Datasets.response(body: "pokeapi/pokemon/25.api-data.raw.json"))
        #expect(detail.title == "pikachu")
        #expect(Array(detail.fields.prefix(3)) == [
            DetailInfo.Field("No.", "25"), DetailInfo.Field("Height", "0.4 m"), DetailInfo.Field("Weight", "6.0 kg"),
        ])
        #expect(detail.fields.contains(DetailInfo.Field("Types", "electric")))
        #expect(detail.imageURL == "https://raw.githubusercontent.com/PokeAPI/sprites/master/sprites/pokemon/25.png")
    }

    @Test func requestsKeepThePathPrefixAndOffsetOrder() throws {
        let mock = PokemonList(base: try APIBase("http://127.0.0.1:7000/pokeapi/"), limit: 20)
        #expect(mock.request(for: .offset(40, limit: 20)).url
            == "http://127.0.0.1:7000/pokeapi/api/v2/pokemon?offset=40&limit=20")
        #expect(mock.detailRequest(for: ListItem(id: "25", cells: [])).url
            == "http://127.0.0.1:7000/pokeapi/api/v2/pokemon/25/")
    }

    @Test func rawCaptureTakesTheResultsElements() throws {
        let raw = PokemonList(base: try APIBase("https://pokeapi.co"), captureRaw: true)
        let page = try raw.decode(try Datasets.response(body: "pokeapi/derived/pokemon_offset0_limit20.json"))
        let first = try #require(page.items.first?.raw)
        let object = try JSONSerialization.jsonObject(with: Data(first)) as? [String: Any]
        #expect(object?["name"] as? String == "bulbasaur")
    }

    @Test func aPlainTextBodyIsADecodingError() {
        #expect(throws: PagingError.self) { try source.decode(HTTPResponse(status: 200, body: Array("Not Found".utf8))) }
    }
}

/// Row sprites are built from the id only where the sprite host is known.
@Suite struct PokeAPIRowSpriteTests {
    @Test func onlyTheRealPokeAPINamesASprite() throws {
        let body = #"{"count":1,"next":null,"results":[{"name":"bulbasaur","url":"http://127.0.0.1:9/pokeapi/api/v2/pokemon/1/"}]}"#
        let mock = PokemonList(base: try APIBase("http://127.0.0.1:9/pokeapi"))
        let page = try mock.decode(HTTPResponse(status: 200, headers: [:], body: Array(body.utf8)))
        #expect(page.items.first?.id == "1")
        #expect(page.items.first?.imageURL == nil)
    }
}

/// `o` on a Pokémon opens a page for people, the official Pokédex's, not the API's JSON (issue 42, point 9).
@Suite struct PokeAPIWebPageTests {
    let source = PokemonList(base: try! APIBase("https://pokeapi.co"))

    @Test func aRowOpensItsPokedexPage() throws {
        let body = #"{"count":4,"next":null,"results":[{"name":"pikachu","url":"https://pokeapi.co/api/v2/pokemon/25/"},"#
            + #"{"name":"nidoran-f","url":"https://pokeapi.co/api/v2/pokemon/29/"},"#
            + #"{"name":"mr-mime","url":"https://pokeapi.co/api/v2/pokemon/122/"},"#
            + #"{"name":"charizard-mega-x","url":"https://pokeapi.co/api/v2/pokemon/10034/"}]}"#
        let page = try source.decode(HTTPResponse(status: 200, headers: [:], body: Array(body.utf8)))
        #expect(page.items.map(\.webURL) == ["https://www.pokemon.com/us/pokedex/pikachu",
                                              "https://www.pokemon.com/us/pokedex/nidoran-female",
                                              "https://www.pokemon.com/us/pokedex/mr-mime", nil])
    }

    /// A form past the national dex has no page there; its detail names the species, whose page it opens.
    @Test func aFormsDetailOpensItsSpeciesPage() throws {
        let detail = try source.decodeDetail(try Datasets.response(body: "pokeapi/pokemon/10034.api-data.raw.json"))
        #expect(detail.webURL == "https://www.pokemon.com/us/pokedex/charizard")
    }
}
