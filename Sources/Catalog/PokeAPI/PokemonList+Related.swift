import Foundation
import Paging

extension PokemonList {
    /// A Pokémon's types, each a list of the Pokémon of that type (one answer, unpaged), once its
    /// row knows them: the list carries none until a detail fills the Types column, and nothing is guessed.
    public func relatedLists(of item: ListItem) -> [RelatedList] {
        guard item.cells.count > 2 else { return [] }
        let types = item.cells[2].split(separator: ",").map { $0.trimmingCharacters(in: .whitespaces) }.filter { !$0.isEmpty }
        return types.map { type in
            RelatedList(name: type, place: .url(base.url("/api/v2/type/\(APIBase.encode(type))/")),
                        options: ["strategy": "link", "items": "pokemon", "id": "pokemon.name", "title": "pokemon.name",
                                  "web_url": "pokemon.url"])
        }
    }
}
