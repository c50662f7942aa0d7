/// `BASE/pokeapi`: `GET /api/v2/pokemon`, `GET /api/v2/pokemon/{id or name}` and
/// `GET /api/v2/type/{id or name}`, like pokeapi.co's production function.
struct PokeAPI: Sendable {
    let seed: UInt64
    let index: PokemonIndex

    init(seed: UInt64) {
        self.seed = seed
        index = PokemonIndex(seed: seed)
    }

    func handle(_ request: MockRequest) -> Reply {
        guard request.method == "GET" || request.method == "HEAD" else { return Self.notFound(400, "Bad Request") }
        let path = request.path
        // Firebase hosting redirects the retired v1 API to v2.
        if path.hasPrefix("/api/v1/") {
            let target = "\(request.root)/pokeapi/api/v2/" + path.dropFirst("/api/v1/".count) + (request.rawQuery.map { "?" + $0 } ?? "")
            return Reply(status: 301, headers: [("location", target), ("content-type", "text/plain; charset=utf-8")], body: Array("Redirecting to \(target)".utf8))
        }
        if path == "/api/v2/pokemon" || path == "/api/v2/pokemon/" { return list(request) }
        for resource in ["pokemon", "type"] where path.hasPrefix("/api/v2/\(resource)/") {
            var key = String(path.dropFirst("/api/v2/\(resource)/".count)).lowercased()
            if key.hasSuffix("/") { key.removeLast() }
            guard !key.isEmpty, key.allSatisfy({ $0.isASCII && ($0.isLetter || $0.isNumber || $0 == "-" || $0 == "_") }) else {
                return Self.notFound(400, "Bad Request")
            }
            if resource == "type" { return type(key, root: request.root) }
            guard let position = index.position(of: key) else { return Self.notFound(404, "Not Found") }
            let entry = index.entries[position]
            return .json(200, PokemonDetail(seed: seed, root: request.root).json(id: entry.id, name: entry.name, position: position))
        }
        return Self.notFound(400, "Bad Request")
    }

    private func list(_ request: MockRequest) -> Reply {
        // parseInt(x) || default: garbage and 0 fall back to the default.
        let parsedLimit = Self.parseInt(request.query["limit"]) ?? 0
        let limit = parsedLimit > 0 ? parsedLimit : 20
        let offset = max(Self.parseInt(request.query["offset"]) ?? 0, 0)
        let count = index.entries.count
        let base = "\(request.root)/pokeapi\(request.path)"
        let end = min(offset + limit, count)
        let results: [JSON] = offset < end ? index.entries[offset..<end].map {
            .object([("name", .string($0.name)), ("url", .string("\(request.root)/pokeapi/api/v2/pokemon/\($0.id)/"))])
        } : []
        let next: JSON = offset + limit < count
            ? .string("\(base)?offset=\(offset + limit)&limit=\(min(limit, count - (offset + limit)))") : .null
        let previousOffset = max(offset - limit, 0)
        let previous: JSON = offset > 0 ? .string("\(base)?offset=\(previousOffset)&limit=\(offset - previousOffset)") : .null
        return .json(200, .object([("count", .int(count)), ("next", next), ("previous", previous), ("results", .array(results))]))
    }

    /// JavaScript's `parseInt`: leading sign and digits, nil when there are none.
    static func parseInt(_ raw: String?) -> Int? {
        guard let raw else { return nil }
        let trimmed = raw.drop { $0 == " " }
        var digits = trimmed.prefix { $0.isASCII && $0.isNumber }
        var sign = 1
        if digits.isEmpty, trimmed.first == "-" || trimmed.first == "+" {
            sign = trimmed.first == "-" ? -1 : 1
            digits = trimmed.dropFirst().prefix { $0.isASCII && $0.isNumber }
        }
        guard !digits.isEmpty else { return nil }
        return Int(digits.prefix(15)).map { $0 * sign }
    }

    /// Express's `res.sendStatus`: the reason phrase as plain text, failures cached for five days.
    static func notFound(_ status: Int, _ text: String) -> Reply {
        var reply = Reply.text(status, text)
        reply.set("cache-control", "public, max-age=432000, s-maxage=432000")
        return reply
    }
}
