import Catalog

extension BuiltInSource {
    /// The environment variable that moves this source to another root.
    public var urlVariable: String { "PAGETTY_\(self == .pokemon ? "POKEAPI" : rawValue.uppercased())_URL" }

    /// The mock server's prefix for this API.
    public var mockPrefix: String { self == .pokemon ? "/pokeapi" : "/\(rawValue)" }

    /// How pipe mode writes this source's items.
    public var pipeFields: PipeFields {
        switch self {
        case .github: PipeFields(titleColumn: 0, numericIDs: true)
        case .qiita: PipeFields(titleColumn: 0, numericIDs: false)
        case .pokemon: PipeFields(titleColumn: 1, numericIDs: true)
        }
    }
}
