import Catalog

/// A source for the mock's `/generic/<endpoint>` with the mock's item shape.
func mockSource(_ server: String, _ endpoint: String, strategy: String, items: String? = "data.items",
                total: String? = nil, totalHeader: String? = nil, perPage: String? = "10") throws -> GenericSource {
    let spec = try GenericSpec.parse(
        url: server + "/generic/" + endpoint, items: items, id: "id", title: "name", subtitle: "created_at",
        webURL: "url", strategy: strategy, total: total, totalHeader: totalHeader, perPage: perPage)
    return try GenericSource(spec: spec, environment: [:])
}

/// The mock's ids newest first (60 … 1), as strings.
func newestFirst(_ count: Int = 60) -> [String] { (1...count).reversed().map(String.init) }

/// The mock's keyset order: by score (`sequence * 7 % 10`), then id.
func keysetOrder(_ count: Int = 60) -> [String] {
    (0..<count).sorted { ($0 * 7 % 10, $0) < ($1 * 7 % 10, $1) }.map { String($0 + 1) }
}
