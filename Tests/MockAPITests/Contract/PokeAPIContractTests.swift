import Foundation
import MockSupport
import Testing
@testable import MockAPI
import TestSupport

/// The mock's PokeAPI list pages are built like production's and detail records have the real keys.
@Suite struct PokeAPIContractTests {
    static let pages = ["offset0_limit20", "offset0_limit100", "offset20_limit20", "offset1020_limit20", "offset1300_limit100", "offset1340_limit20"]

    @Test(arguments: pages)
    func listPageMatchesProduction(_ page: String) async throws {
        let recorded = try #require(try Datasets.json("pokeapi/derived/pokemon_\(page).json") as? [String: Any])
        let numbers = page.matches(of: /\d+/).map { Int($0.output)! }
        try await withServer { server in
            let response = try await RawHTTP.get(server.baseURL + "/pokeapi/api/v2/pokemon?offset=\(numbers[0])&limit=\(numbers[1])")
            #expect(response.status == 200)
            #expect(response.header("content-type") == "application/json; charset=utf-8")
            #expect(response.header("cache-control") == "public, max-age=86400, s-maxage=86400")
            let mock = try #require(try response.json() as? [String: Any])
            #expect(Set(mock.keys) == Set(recorded.keys))
            #expect(mock["count"] as? Int == recorded["count"] as? Int)
            // next/previous are exactly production's once the host is the mock's.
            let base = server.baseURL + "/pokeapi"
            for key in ["next", "previous"] {
                let real = (recorded[key] as? String)?.replacingOccurrences(of: "https://pokeapi.co", with: base)
                #expect(mock[key] as? String == real, "\(key)")
                #expect((mock[key] is NSNull) == (recorded[key] is NSNull))
            }
            let mockResults = try #require(mock["results"] as? [[String: String]])
            let realResults = try #require(recorded["results"] as? [[String: String]])
            // Same ids in the same places: the gap from 1025 to 10001 is where the real one has it.
            #expect(mockResults.map { Self.id($0["url"]) } == realResults.map { Self.id($0["url"]) })
            #expect(mockResults.allSatisfy { $0["name"]?.wholeMatch(of: /[a-z0-9-]+/) != nil })
        }
    }

    @Test func shrunkenLastLimitAndDefaults() async throws {
        try await withServer { server in
            let base = server.baseURL + "/pokeapi/api/v2/pokemon"
            let shrunk = try #require(try await RawHTTP.get(base + "?offset=1300&limit=40").json() as? [String: Any])
            #expect(shrunk["next"] as? String == base + "?offset=1340&limit=11")
            let garbage = try #require(try await RawHTTP.get(base + "?limit=abc&offset=x").json() as? [String: Any])
            #expect((garbage["results"] as? [Any])?.count == 20)
            #expect(garbage["next"] as? String == base + "?offset=20&limit=20")
            let slash = try #require(try await RawHTTP.get(base + "/").json() as? [String: Any])
            #expect(slash["next"] as? String == base + "/?offset=20&limit=20")
        }
    }

    @Test(arguments: [1, 6, 25, 132, 10034])
    func detailHasRealKeys(_ id: Int) async throws {
        let recorded = try #require(try Datasets.json("pokeapi/pokemon/\(id).api-data.raw.json") as? [String: Any])
        try await withServer { server in
            let response = try await RawHTTP.get(server.baseURL + "/pokeapi/api/v2/pokemon/\(id)/")
            #expect(response.status == 200)
            // A day, as production: details fetched to fill rows are served by the HTTP cache after.
            #expect(response.header("cache-control") == "public, max-age=86400, s-maxage=86400")
            let mock = try #require(try response.json() as? [String: Any])
            #expect(Set(mock.keys) == Set(recorded.keys))
            #expect(JSONShape.typeMismatches(recorded: recorded, mock: mock).isEmpty)
            let sprites = try #require(mock["sprites"] as? [String: Any])
            let realSprites = try #require(recorded["sprites"] as? [String: Any])
            #expect(Set(sprites.keys) == Set(realSprites.keys))
            let other = try #require(sprites["other"] as? [String: Any])
            #expect(Set(other.keys) == Set((realSprites["other"] as? [String: Any])?.keys ?? [:].keys))
            for key in ["stats", "types", "abilities"] {
                let m = try #require(mock[key] as? [[String: Any]])
                let r = try #require(recorded[key] as? [[String: Any]])
                #expect(Set(m[0].keys) == Set(r[0].keys), "\(key)")
            }
            #expect((mock["stats"] as? [Any])?.count == 6)
            // Look-up by name gives the same record.
            let name = try #require(mock["name"] as? String)
            let byName = try await RawHTTP.get(server.baseURL + "/pokeapi/api/v2/pokemon/\(name.uppercased())")
            #expect(byName.text == response.text)
        }
    }

    @Test func missingSpritesAreNullAsInRealData() async throws {
        try await withServer { server in
            for (id, sprite, artwork) in [(10158, false, true), (10143, true, false), (10264, false, false), (25, true, true)] {
                let mock = try #require(try await RawHTTP.get(server.baseURL + "/pokeapi/api/v2/pokemon/\(id)").json() as? [String: Any])
                let sprites = try #require(mock["sprites"] as? [String: Any])
                #expect((sprites["front_default"] is String) == sprite)
                let official = ((sprites["other"] as? [String: Any])?["official-artwork"] as? [String: Any])?["front_default"]
                #expect((official is String) == artwork)
            }
        }
    }

    @Test func unknownPokemonIsPlainText404() async throws {
        try await withServer { server in
            let response = try await RawHTTP.get(server.baseURL + "/pokeapi/api/v2/pokemon/99999")
            #expect(response.status == 404)
            #expect(response.text == "Not Found")
            #expect(response.header("content-type")?.hasPrefix("text/plain") == true)
        }
    }

    @Test func v1RedirectsToV2() async throws {
        try await withServer { server in
            let response = try await RawHTTP.get(server.baseURL + "/pokeapi/api/v1/pokemon/25/")
            #expect(response.status == 301)
            #expect(response.header("location") == server.baseURL + "/pokeapi/api/v2/pokemon/25/")
        }
    }

    static func id(_ url: String?) -> Int? {
        guard let url, let match = url.firstMatch(of: /\/pokemon\/(\d+)\/$/) else { return nil }
        return Int(match.1)
    }
}
