import ArgumentParser
import Catalog

/// A built-in source as named on the command line.
enum SourceName: String, CaseIterable, ExpressibleByArgument {
    case github, qiita, pokemon

    /// The catalog's source.
    var builtIn: BuiltInSource {
        switch self {
        case .github: .github
        case .qiita: .qiita
        case .pokemon: .pokemon
        }
    }

    /// The tab label.
    var tabName: String {
        switch self {
        case .github: "GitHub"
        case .qiita: "Qiita"
        case .pokemon: "Pokémon"
        }
    }

    /// The environment variable that moves this source to another root.
    var urlVariable: String { "PAGETTY_\(rawValue == "pokemon" ? "POKEAPI" : rawValue.uppercased())_URL" }

    /// The mock server's prefix for this API.
    var mockPrefix: String { self == .pokemon ? "/pokeapi" : "/\(rawValue)" }

    /// Environment variables holding a token for this source, in order of preference.
    var tokenVariables: [String] {
        switch self {
        case .github: ["GITHUB_TOKEN", "GH_TOKEN"]
        case .qiita: ["QIITA_TOKEN"]
        case .pokemon: []
        }
    }
}
