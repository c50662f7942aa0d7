/// Syllables and game vocabulary for generated Pokémon, so names look plausible without shipping the real list.
enum PokemonWords {
    static let heads = ["bul", "char", "squir", "pika", "ee", "snor", "gen", "dra", "luc", "gar", "zor", "tor", "vol", "fen",
                        "kyo", "ray", "mag", "geo", "onix", "abr", "kad", "sand", "nido", "vul", "psy", "pon", "slow", "dod",
                        "grim", "shel", "hoot", "mare", "sun", "wob", "quag", "mur", "tyr", "lar", "tree", "torch", "mud",
                        "pooch", "zig", "lot", "see", "tai", "wing", "ral", "sur", "shroo", "sla", "nin", "whis", "mak", "azu"]
    static let tails = ["saur", "mander", "tle", "chu", "vee", "lax", "gar", "chop", "nite", "ario", "chomp", "ark", "tal",
                        "ros", "lix", "mite", "tres", "bra", "dos", "ling", "pod", "bat", "tar", "leaf", "dile", "gon", "zard",
                        "ruff", "oon", "pede", "kit", "tuff", "puff", "lure", "fin", "gas", "sect", "nix", "quil", "shark"]
    static let middles = ["", "", "", "a", "o", "i", "ro", "ze", "ki", "ma"]
    static let formSuffixes = ["mega", "gmax", "alola", "galar", "hisui", "paldea", "mega-x", "mega-y", "totem", "origin", "therian", "primal"]
    static let types = ["normal", "fighting", "flying", "poison", "ground", "rock", "bug", "ghost", "steel", "fire", "water",
                        "grass", "electric", "psychic", "ice", "dragon", "dark", "fairy"]
    static let abilities = ["overgrow", "blaze", "torrent", "static", "levitate", "intimidate", "keen-eye", "swift-swim",
                            "chlorophyll", "sturdy", "run-away", "pressure", "synchronize", "inner-focus", "shed-skin", "guts"]
    static let stats = ["hp", "attack", "defense", "special-attack", "special-defense", "speed"]
    static let moves = ["tackle", "growl", "ember", "water-gun", "thunder-shock", "vine-whip", "quick-attack", "bite", "protect", "rest"]
}
