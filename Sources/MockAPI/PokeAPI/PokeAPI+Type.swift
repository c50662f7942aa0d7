import Foundation

/// `GET /api/v2/type/{id or name}/`: a Type as PokeAPI's OpenAPI description has it (`TypeDetail`),
/// whose `pokemon` lists every Pokémon of that type (`{pokemon: {name, url}, slot}`) in list order,
/// the same types their details say. One answer, unpaged, as the real one.
extension PokeAPI {
    /// The type named or numbered `key` (ids 1...18 in the real order), or a plain-text 404.
    func type(_ key: String, root: String) -> Reply {
        let types = PokemonWords.types
        guard let t = Int(key).map({ $0 - 1 }) ?? types.firstIndex(of: key), types.indices.contains(t) else {
            return Self.notFound(404, "Not Found")
        }
        func ref(_ kind: String, _ name: String, _ number: Int) -> JSON {
            .object([("name", .string(name)), ("url", .string("\(root)/pokeapi/api/v2/\(kind)/\(number)/"))])
        }
        func typeRef(_ index: Int) -> JSON { ref("type", types[index], index + 1) }
        let pokemon: [JSON] = index.entries.compactMap { entry in
            guard let slot = PokemonDetail.typeIndexes(seed: seed, id: entry.id).firstIndex(of: t) else { return nil }
            return .object([("pokemon", ref("pokemon", entry.name, entry.id)), ("slot", .int(slot + 1))])
        }
        let key = UInt64(t)
        // Each relation names a type or two picked from (seed, type, relation).
        let relations = ["double_damage_from", "double_damage_to", "half_damage_from", "half_damage_to", "no_damage_from", "no_damage_to"]
        let damage: [(String, JSON)] = relations.enumerated().map { r, name in
            let count = r >= 4 ? Hash.pick(2, seed, key, 800 + UInt64(r)) : 1 + Hash.pick(2, seed, key, 800 + UInt64(r))
            let picked = (0..<count).map { (t + 1 + Hash.pick(types.count - 1, seed, key, 810 + UInt64(r * 4 + $0))) % types.count }
            return (name, .array(Array(Set(picked)).sorted().map(typeRef)))
        }
        let moves: [JSON] = PokemonWords.moves.enumerated().filter { m, _ in Hash.pick(3, seed, key &+ UInt64(m) << 8, 830) == 0 }
            .map { m, name in ref("move", name, m + 1) }
        return .json(200, .object([
            ("damage_relations", .object(damage)),
            ("game_indices", .array([.object([("game_index", .int(t)), ("generation", ref("generation", "generation-i", 1))])])),
            ("generation", ref("generation", "generation-i", 1)),
            ("id", .int(t + 1)),
            ("move_damage_class", t < 9 ? ref("move-damage-class", "physical", 2) : ref("move-damage-class", "special", 3)),
            ("moves", .array(moves)),
            ("name", .string(types[t])),
            ("names", .array([.object([("language", ref("language", "en", 9)), ("name", .string(types[t].capitalized))])])),
            ("past_damage_relations", .array([])),
            ("pokemon", .array(pokemon)),
            ("sprites", .object([])),
        ]))
    }
}
