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
            return ListItem(id: id, cells: [id, name], webURL: url, imageURL: PokemonListPage.spriteURL(id: id, listURL: url))
        }
    }

    /// The default sprite, known from the id alone on the real PokeAPI (CONTRACTS.md); another
    /// host (the mock) may keep its sprites elsewhere, so its rows get none.
    static func spriteURL(id: String, listURL: String) -> String? {
        guard listURL.hasPrefix("https://pokeapi.co/"), Int(id) != nil else { return nil }
        return "https://raw.githubusercontent.com/PokeAPI/sprites/master/sprites/pokemon/\(id).png"
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
