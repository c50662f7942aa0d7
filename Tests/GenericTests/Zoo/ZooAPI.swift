import Catalog
import Foundation
import TestSupport
import Testing

/// One well-known API's list endpoint as a loopback server that pages the way its documentation says,
/// page-size cap included, and the `pagetty url` options a user would type for it.
///
/// A value; any thread. `respond` answers one request from the API's items; it is given the
/// server's own root (`http://127.0.0.1:PORT`) for the links it writes.
struct ZooAPI: Sendable, CustomTestStringConvertible {
    /// The API's name, as the test names it.
    var name: String
    /// The list endpoint's path and query on the loopback server (the URL the user types, minus the host).
    var path: String
    /// The options in config-profile form (snake-case long option names), without `url`.
    var options: [String: String]
    /// The ids the list holds, in the order the API sends them.
    var ids: [String]
    /// Pages the list takes at the size the options make the server serve.
    var pages: Int
    /// Requests the engine makes: `pages`, or one more when only an empty page says the list ended.
    var requests: Int
    /// Requests pipe mode makes besides: its second page, sent with the first, is a guess that a
    /// server serving fewer than asked (a cap) makes wrong (`ReadAheadPlan`).
    var wrongGuesses = 0
    /// The answer to one request.
    var respond: @Sendable (ZooRequest) -> ServerAction

    var testDescription: String { name }

    /// Every API of the zoo.
    static let all: [ZooAPI] = [.stripe, .slack, .gitLab, .jsonAPI, .jsonAPIOffset, .jsonAPINumbered, .hal, .mastodon, .algolia, .reddit,
                                .stackExchange, .gitHubGraphQL, .discord] + documented + unseen

    /// The API named `name`.
    static func named(_ name: String) -> ZooAPI { all.first { $0.name == name }! }

    /// The options as `pagetty url` arguments: `--items data`, `--strategy …`, `-H …`.
    var arguments: [String] {
        options.keys.sorted().flatMap { key -> [String] in
            key == "headers" ? ["-H", options[key]!] : ["--" + key.replacingOccurrences(of: "_", with: "-"), options[key]!]
        }
    }

    /// The spec the same options make, for a server at `root`.
    func spec(root: String) throws -> GenericSpec {
        var profile = options
        profile["url"] = root + path
        return try GenericSpec(profile: profile)
    }
}

/// One request as a zoo API sees it: path, decoded query, JSON body, and the server's root.
struct ZooRequest: Sendable {
    var method: String
    var path: String
    /// Query parameters, names and values percent-decoded (`page[offset]`), first value wins.
    var query: [String: String]
    var body: JSONValue?
    var headers: [(name: String, value: String)]
    var root: String

    init(_ request: ServerRequest) {
        method = request.method
        headers = request.headers
        root = "http://" + (request.header("Host") ?? "127.0.0.1")
        let parts = request.path.split(separator: "?", maxSplits: 1, omittingEmptySubsequences: false)
        path = String(parts[0])
        var query: [String: String] = [:]
        for pair in (parts.count > 1 ? parts[1] : "").split(separator: "&") {
            let sides = pair.split(separator: "=", maxSplits: 1, omittingEmptySubsequences: false).map {
                String($0).replacingOccurrences(of: "+", with: " ").removingPercentEncoding ?? String($0)
            }
            if query[sides[0]] == nil { query[sides[0]] = sides.count > 1 ? sides[1] : "" }
        }
        self.query = query
        body = request.body.isEmpty ? nil : JSONValue.parse(request.body)
    }

    /// A whole-number parameter; `fallback` when absent or not a number.
    func int(_ name: String, _ fallback: Int) -> Int { query[name].flatMap { Int($0) } ?? fallback }

    /// The page size asked by `name`, clamped to the API's cap (the server serves fewer, silently).
    func size(_ name: String, default fallback: Int, cap: Int) -> Int { min(max(1, int(name, fallback)), cap) }
}

/// JSON and responses for the zoo's handlers.
enum Zoo {
    /// A JSON 200 response with `headers`.
    static func json(_ value: JSONValue, _ headers: [(String, String)] = []) -> ServerAction {
        .respond(200, [("Content-Type", "application/json")] + headers, value.serialized())
    }

    /// An object from pairs, in order.
    static func object(_ pairs: [(String, JSONValue)]) -> JSONValue { .object(pairs.map { (key: $0.0, value: $0.1) }) }

    /// A number value.
    static func number(_ value: Int) -> JSONValue { .number(String(value)) }

    /// `count` ids made by `make` from 0-based sequence numbers.
    static func ids(_ count: Int, _ make: (Int) -> String) -> [String] { (0..<count).map(make) }

    /// `ids[start..<start+size]`, clipped.
    static func slice(_ ids: [String], from start: Int, _ size: Int) -> ArraySlice<String> {
        ids[min(max(0, start), ids.count)..<min(max(0, start) + size, ids.count)]
    }

    /// The items after the one with id `after` (all of them when nil; none when not found).
    static func after(_ ids: [String], _ after: String?) -> ArraySlice<String> {
        guard let after else { return ids[...] }
        guard let index = ids.firstIndex(of: after) else { return [] }
        return ids[(index + 1)...]
    }

    /// A row object: id (text or number) and a name.
    static func item(_ id: String, key: String = "id", numeric: Bool = false) -> JSONValue {
        object([(key, numeric ? .number(id) : .string(id)), ("name", .string("Item \(id)"))])
    }

    /// How many pages `count` items take at `size`.
    static func pages(_ count: Int, _ size: Int) -> Int { (count + size - 1) / size }
}
