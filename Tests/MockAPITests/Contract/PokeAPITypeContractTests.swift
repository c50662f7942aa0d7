import Foundation
import MockSupport
import Testing
@testable import MockAPI
import TestSupport

/// A Pokémon's types answer as PokeAPI's OpenAPI description has them (`TypeDetail`), and each
/// type's `pokemon` holds exactly the Pokémon whose details name it.
@Suite struct PokeAPITypeContractTests {
    static let description = "pokeapi/openapi.pokeapi.yml"

    @Test func aPokemonsTypesListItAndHaveTheDescribedKeys() async throws {
        let typeKeys = try OpenAPISchema.required("TypeDetail", in: Self.description)
        let entryKeys = try OpenAPISchema.required("TypePokemon", in: Self.description)
        let summaryKeys = try OpenAPISchema.required("PokemonSummary", in: Self.description)
        #expect(typeKeys.contains("pokemon") && entryKeys == ["pokemon", "slot"], "the judge read the schemas")
        try await withServer { server in
            let detail = try #require(try await RawHTTP.get(server.baseURL + "/pokeapi/api/v2/pokemon/1/").json() as? [String: Any])
            let types = try #require(detail["types"] as? [[String: Any]])
            for slot in types {
                let ref = try #require(slot["type"] as? [String: Any])
                let response = try await RawHTTP.get(try #require(ref["url"] as? String))
                #expect(response.status == 200)
                #expect(response.header("link") == nil, "one answer, unpaged")
                let type = try #require(try response.json() as? [String: Any])
                #expect(Set(type.keys) == typeKeys, "\(Set(type.keys).symmetricDifference(typeKeys))")
                #expect(type["name"] as? String == ref["name"] as? String)
                let pokemon = try #require(type["pokemon"] as? [[String: Any]])
                for entry in pokemon {
                    #expect(Set(entry.keys) == entryKeys)
                    #expect(Set((entry["pokemon"] as? [String: Any] ?? [:]).keys) == summaryKeys)
                }
                let names = pokemon.compactMap { ($0["pokemon"] as? [String: Any])?["name"] as? String }
                #expect(names.contains(detail["name"] as? String ?? "-"))
                #expect(pokemon.first { ($0["pokemon"] as? [String: Any])?["name"] as? String == detail["name"] as? String }?["slot"] as? Int
                        == slot["slot"] as? Int)
                // By name or number, the same answer.
                let byName = try await RawHTTP.get(server.baseURL + "/pokeapi/api/v2/type/\(ref["name"] as? String ?? "")")
                #expect(byName.text == response.text)
            }
            // Every listed Pokémon's own detail names the type (checked for a few: each is a request).
            let grass = try #require(try await RawHTTP.get(server.baseURL + "/pokeapi/api/v2/type/grass/").json() as? [String: Any])
            let listed = try #require(grass["pokemon"] as? [[String: Any]])
            #expect(listed.count > 20)
            for entry in listed.prefix(5) {
                let url = try #require((entry["pokemon"] as? [String: Any])?["url"] as? String)
                let theirs = try #require(try await RawHTTP.get(url).json() as? [String: Any])
                let names = (theirs["types"] as? [[String: Any]] ?? []).compactMap { ($0["type"] as? [String: Any])?["name"] as? String }
                #expect(names.contains("grass"))
            }
            #expect(try await RawHTTP.get(server.baseURL + "/pokeapi/api/v2/type/99/").status == 404)
        }
    }
}
