/// The 1,351 generated Pokémon: ids 1...1025 then 10001...10326 like the real list, with unique names.
/// Immutable after init, shared freely.
struct PokemonIndex: Sendable {
    /// (id, name) in list order.
    let entries: [(id: Int, name: String)]
    private let byName: [String: Int]
    private let byID: [Int: Int]

    static let defaultIDs = Array(1...1025)
    static let formIDs = Array(10001...10326)
    /// The ids whose `front_default` is null in the real data.
    static let noSprite: Set<Int> = Set([10158, 10159, 10301]).union(10264...10271)
    /// The ids whose official artwork is null in the real data.
    static let noArtwork: Set<Int> = Set([10143, 10145, 10322, 10323]).union(10264...10271)

    init(seed: UInt64) {
        var names: [String] = []
        var taken = Set<String>()
        var list: [(id: Int, name: String)] = []
        for id in Self.defaultIDs {
            var salt: UInt64 = 0
            var name: String
            repeat {
                let key = UInt64(id)
                name = PokemonWords.heads[Hash.pick(PokemonWords.heads.count, seed, key, 200 + salt)]
                    + PokemonWords.middles[Hash.pick(PokemonWords.middles.count, seed, key, 300 + salt)]
                    + PokemonWords.tails[Hash.pick(PokemonWords.tails.count, seed, key, 400 + salt)]
                salt += 1
            } while !taken.insert(name).inserted
            names.append(name)
            list.append((id, name))
        }
        for id in Self.formIDs {
            let key = UInt64(id)
            let base = names[Hash.pick(names.count, seed, key, 500)]
            var name = base + "-" + PokemonWords.formSuffixes[Hash.pick(PokemonWords.formSuffixes.count, seed, key, 501)]
            if !taken.insert(name).inserted {
                name += "-\(id - 10000)"
                taken.insert(name)
            }
            list.append((id, name))
        }
        entries = list
        var nameIndex: [String: Int] = [:]
        var idIndex: [Int: Int] = [:]
        for (position, entry) in list.enumerated() {
            nameIndex[entry.name] = position
            idIndex[entry.id] = position
        }
        byName = nameIndex
        byID = idIndex
    }

    /// The list position for an id or a (lower-case) name.
    func position(of key: String) -> Int? {
        if let id = Int(key) { return byID[id] }
        return byName[key]
    }
}
