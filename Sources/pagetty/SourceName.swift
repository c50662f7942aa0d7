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

    /// The command-line name of a catalog source.
    init(_ source: BuiltInSource) { self = SourceName(rawValue: source.rawValue) ?? .github }

    /// The tab label.
    var tabName: String {
        switch self {
        case .github: "GitHub"
        case .qiita: "Qiita"
        case .pokemon: "Pokémon"
        }
    }
}
