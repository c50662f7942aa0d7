import Foundation
import Paging

/// A page of `GET /api/v2/pokemon`: `count`, `next` and the named resources.
struct PokemonListPage: Decodable {
    let count: Int?
    let next: String?
    let results: [NamedResource]

    /// `{name, url}`; the id comes from the url (`/pokemon/(\d+)/`), never from the position.
    struct NamedResource: Decodable {
        let name: String
        let url: String

        var item: ListItem {
            let id = PokemonListPage.id(fromURL: url) ?? name
            return ListItem(id: id, cells: [id, name], webURL: PokemonListPage.webPage(id: id, name: name),
                            imageURL: PokemonListPage.spriteURL(id: id, listURL: url))
        }
    }

    /// The default sprite, known from the id alone on the real PokeAPI (CONTRACTS.md); another
    /// host (the mock) may keep its sprites elsewhere, so its rows get none.
    static func spriteURL(id: String, listURL: String) -> String? {
        guard listURL.hasPrefix("https://pokeapi.co/"), Int(id) != nil else { return nil }
        return "https://raw.githubusercontent.com/PokeAPI/sprites/master/sprites/pokemon/\(id).png"
    }

    /// The page for people: the official Pokédex's page of a Pokémon of the national dex (ids 1 to
    /// 1025, the list's own name: `pikachu`, `mr-mime`), not the API's JSON (issue 42). Forms past
    /// the dex (ids 10001 on) have no page of their own there: nil, and `o` says so; their detail
    /// names the species, whose page the detail pane opens.
    static func webPage(id: String, name: String) -> String? {
        guard let number = Int(id), number >= 1, number <= nationalDexSize else { return nil }
        return pokedexPage(species: name)
    }

    /// Ids of the national dex; forms are numbered from 10001.
    static let nationalDexSize = 1025

    /// The official Pokédex page of `species` (lower case, hyphenated, as the API names it; the
    /// two Nidoran are spelt out there).
    static func pokedexPage(species: String) -> String? {
        let slug = ["nidoran-f": "nidoran-female", "nidoran-m": "nidoran-male"][species] ?? species
        guard !slug.isEmpty, slug.unicodeScalars.allSatisfy({ $0.isASCII && ($0 == "-" || $0.properties.isAlphabetic || ("0"..."9").contains($0)) })
        else { return nil }
        return "https://www.pokemon.com/us/pokedex/\(slug)"
    }

    /// The digits after `/pokemon/` in `url`, if any.
    static func id(fromURL url: String) -> String? {
        guard let range = url.range(of: "/pokemon/", options: .backwards) else { return nil }
        let digits = url[range.upperBound...].prefix { $0.isASCII && $0.isNumber }
        let rest = url[range.upperBound...].dropFirst(digits.count)
        guard !digits.isEmpty, rest.isEmpty || rest.hasPrefix("/") else { return nil }
        return String(digits)
    }
}
