import Paging

/// The fields of `GET /api/v2/pokemon/{id}/` the detail pane shows; `moves` and the rest are skipped.
struct PokemonDetail: Decodable {
    let id: Int
    let name: String
    let height: Int?
    let weight: Int?
    let baseExperience: Int?
    let types: [TypeSlot]?
    let abilities: [AbilitySlot]?
    let stats: [Stat]?
    let sprites: Sprites?
    let species: Named?

    enum CodingKeys: String, CodingKey {
        case id, name, height, weight, types, abilities, stats, sprites, species
        case baseExperience = "base_experience"
    }

    struct Named: Decodable { let name: String }
    struct TypeSlot: Decodable { let type: Named }
    struct AbilitySlot: Decodable {
        let ability: Named
        let isHidden: Bool?
        enum CodingKeys: String, CodingKey {
            case ability
            case isHidden = "is_hidden"
        }
    }
    struct Stat: Decodable {
        let baseStat: Int
        let stat: Named
        enum CodingKeys: String, CodingKey {
            case stat
            case baseStat = "base_stat"
        }
    }
    struct Sprites: Decodable {
        let frontDefault: String?
        enum CodingKeys: String, CodingKey { case frontDefault = "front_default" }
    }

    var info: DetailInfo {
        var fields = [DetailInfo.Field("No.", String(id))]
        // Heights come in decimetres and weights in hectograms.
        if let height { fields.append(DetailInfo.Field("Height", "\(Double(height) / 10) m")) }
        if let weight { fields.append(DetailInfo.Field("Weight", "\(Double(weight) / 10) kg")) }
        if let baseExperience { fields.append(DetailInfo.Field("Base experience", String(baseExperience))) }
        if let types { fields.append(DetailInfo.Field("Types", types.map(\.type.name).joined(separator: ", "))) }
        if let abilities {
            let names = abilities.map { $0.ability.name + ($0.isHidden == true ? " (hidden)" : "") }
            fields.append(DetailInfo.Field("Abilities", names.joined(separator: ", ")))
        }
        for stat in stats ?? [] { fields.append(DetailInfo.Field(stat.stat.name, String(stat.baseStat))) }
        return DetailInfo(title: name, fields: fields, imageURL: sprites?.frontDefault ?? nil,
                          webURL: PokemonListPage.pokedexPage(species: species?.name ?? name))
    }
}
