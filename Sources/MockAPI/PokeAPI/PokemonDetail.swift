/// Builds one Pokémon's detail record with every top-level key the real records have, in their (alphabetical) order.
struct PokemonDetail: Sendable {
    let seed: UInt64
    let root: String

    private func ref(_ kind: String, _ name: String, _ number: Int) -> JSON {
        .object([("name", .string(name)), ("url", .string("\(root)/pokeapi/api/v2/\(kind)/\(number)/"))])
    }

    private func image(_ path: String, _ id: Int, absent: Bool = false) -> JSON {
        absent ? .null : .string("\(root)/images/sprites/\(path)\(id).png")
    }

    /// The types of Pokémon `id`, as indices into `PokemonWords.types`, in slot order: one or two.
    static func typeIndexes(seed: UInt64, id: Int) -> [Int] {
        let key = UInt64(id)
        let typeCount = Hash.pick(100, seed, key, 600) < 56 ? 2 : 1
        var typeIndexes: [Int] = [Hash.pick(PokemonWords.types.count, seed, key, 601)]
        if typeCount == 2 { typeIndexes.append((typeIndexes[0] + 1 + Hash.pick(17, seed, key, 602)) % PokemonWords.types.count) }
        return typeIndexes
    }

    func json(id: Int, name: String, position: Int) -> JSON {
        let key = UInt64(id)
        let types: [JSON] = Self.typeIndexes(seed: seed, id: id).enumerated().map { slot, t in
            .object([("slot", .int(slot + 1)), ("type", ref("type", PokemonWords.types[t], t + 1))])
        }
        let firstAbility = Hash.pick(PokemonWords.abilities.count, seed, key, 610)
        let hiddenAbility = (firstAbility + 1 + Hash.pick(PokemonWords.abilities.count - 1, seed, key, 611)) % PokemonWords.abilities.count
        let abilities: [JSON] = [(firstAbility, false, 1), (hiddenAbility, true, 3)].map { a, hidden, slot in
            .object([("ability", ref("ability", PokemonWords.abilities[a], a + 1)), ("is_hidden", .bool(hidden)), ("slot", .int(slot))])
        }
        let stats: [JSON] = PokemonWords.stats.enumerated().map { i, stat in
            .object([
                ("base_stat", .int(20 + Hash.pick(130, seed, key, 620 + UInt64(i)))),
                ("effort", .int(Hash.pick(4, seed, key, 630 + UInt64(i)) == 0 ? 1 + Hash.pick(3, seed, key, 640) : 0)),
                ("stat", ref("stat", stat, i + 1)),
            ])
        }
        let moves: [JSON] = (0..<(2 + Hash.pick(4, seed, key, 650))).map { i in
            let m = Hash.pick(PokemonWords.moves.count, seed, key, 651 + UInt64(i))
            return .object([
                ("move", ref("move", PokemonWords.moves[m], m + 1)),
                ("version_group_details", .array([.object([
                    ("level_learned_at", .int(1 + i * 5)),
                    ("move_learn_method", ref("move-learn-method", "level-up", 1)),
                    ("order", .null),
                    ("version_group", ref("version-group", "scarlet-violet", 25)),
                ])])),
            ])
        }
        let isDefault = id < 10000
        let speciesID = isDefault ? id : 1 + Hash.pick(1025, seed, key, 500)
        let baseExperience: JSON = !isDefault && Hash.pick(7, seed, key, 660) == 0 ? .null : .int(36 + Hash.pick(300, seed, key, 661))
        let cry = "\(root)/pokeapi/cries/pokemon"
        return .object([
            ("abilities", .array(abilities)),
            ("base_experience", baseExperience),
            ("cries", .object([("latest", .string("\(cry)/latest/\(id).ogg")), ("legacy", isDefault && id <= 649 ? .string("\(cry)/legacy/\(id).ogg") : .null)])),
            ("forms", .array([ref("pokemon-form", name, id)])),
            ("game_indices", .array(isDefault ? [.object([("game_index", .int(id)), ("version", ref("version", "scarlet", 40))])] : [])),
            ("height", .int(2 + Hash.pick(40, seed, key, 670))),
            ("held_items", .array([])),
            ("id", .int(id)),
            ("is_default", .bool(isDefault)),
            ("location_area_encounters", .string("\(root)/pokeapi/api/v2/pokemon/\(id)/encounters")),
            ("moves", .array(moves)),
            ("name", .string(name)),
            ("order", .int(position + 1)),
            ("past_abilities", .array([])),
            ("past_stats", .array([])),
            ("past_types", .array([])),
            ("species", ref("pokemon-species", name.split(separator: "-").first.map(String.init) ?? name, speciesID)),
            ("sprites", sprites(id)),
            ("stats", .array(stats)),
            ("types", .array(types)),
            ("weight", .int(1 + Hash.pick(2000, seed, key, 671))),
        ])
    }

    private func sprites(_ id: Int) -> JSON {
        let noSprite = PokemonIndex.noSprite.contains(id)
        let noArtwork = PokemonIndex.noArtwork.contains(id)
        return .object([
            ("back_default", image("back/", id, absent: noSprite)),
            ("back_female", .null),
            ("back_shiny", image("back/shiny/", id, absent: noSprite)),
            ("back_shiny_female", .null),
            ("front_default", image("", id, absent: noSprite)),
            ("front_female", .null),
            ("front_shiny", image("shiny/", id, absent: noSprite)),
            ("front_shiny_female", .null),
            ("other", .object([
                ("dream_world", .object([("front_default", .null), ("front_female", .null)])),
                ("home", .object([
                    ("front_default", image("other/home/", id, absent: noSprite)), ("front_female", .null),
                    ("front_shiny", image("other/home/shiny/", id, absent: noSprite)), ("front_shiny_female", .null),
                ])),
                ("official-artwork", .object([
                    ("front_default", image("other/official-artwork/", id, absent: noArtwork)),
                    ("front_shiny", image("other/official-artwork/shiny/", id, absent: noArtwork)),
                ])),
                ("showdown", .object([
                    ("back_default", .null), ("back_female", .null), ("back_shiny", .null), ("back_shiny_female", .null),
                    ("front_default", .null), ("front_female", .null), ("front_shiny", .null), ("front_shiny_female", .null),
                ])),
            ])),
            ("versions", .object([])),
        ])
    }
}
