import Foundation
import Paging

/// Finds the items array and an item's id, title and web page by the names APIs use.
///
/// Pure functions of the answer.
enum FieldDetector {
    /// A field found in every item, and why it was taken.
    struct Found {
        var path: String
        var why: String
    }

    /// The items array: the body when it is one, else a documented name, else the largest array of
    /// objects near the top. Nil when there is no array of objects (nothing to guess from).
    static func items(in body: JSONValue, alternatives: inout [String]) -> (path: String?, elements: [JSONValue], why: String)? {
        if case .array(let elements) = body {
            return elements.allSatisfy(isObject) ? (nil, elements, "the body is an array") : nil
        }
        var arrays: [(path: String, elements: [JSONValue])] = []
        collectArrays(body, path: [], depth: 0, into: &arrays)
        guard !arrays.isEmpty else { return nil }
        let named = ItemRules.itemPaths.compactMap { name in arrays.first { $0.path == name } }
            + arrays.filter { $0.path.hasPrefix("_embedded.") }
        if let choice = named.first(where: { !$0.elements.isEmpty }) ?? named.first {
            for other in arrays where other.path != choice.path && other.elements.count > choice.elements.count {
                alternatives.append("items at \(other.path) (\(other.elements.count) objects)")
            }
            return (choice.path, choice.elements, "\(choice.path) is the list APIs name so")
        }
        let largest = arrays.max { $0.elements.count < $1.elements.count }!
        guard !largest.elements.isEmpty else { return nil }
        for other in arrays where other.path != largest.path && other.elements.count == largest.elements.count {
            alternatives.append("items at \(other.path) (\(other.elements.count) objects, as many)")
        }
        return (largest.path, largest.elements, "the largest array of objects")
    }

    /// Arrays whose elements are all objects, up to three levels down, in body order.
    static func collectArrays(_ value: JSONValue, path: [String], depth: Int, into arrays: inout [(path: String, elements: [JSONValue])]) {
        guard depth <= 3, case .object(let pairs) = value else { return }
        for pair in pairs {
            let here = path + [pair.key]
            // Keys with dots cannot be a plain dotted path; such an API needs --items.
            guard !pair.key.contains("."), !pair.key.contains("\"") else { continue }
            if case .array(let elements) = pair.value, elements.allSatisfy(isObject) {
                arrays.append((here.joined(separator: "."), elements))
            } else {
                collectArrays(pair.value, path: here, depth: depth + 1, into: &arrays)
            }
        }
    }

    /// An object's fields by key, the first of a repeated key kept (as `JSONValue`'s subscript).
    static func index(_ value: JSONValue) -> [String: JSONValue] {
        guard case .object(let pairs) = value else { return [:] }
        var fields = [String: JSONValue](minimumCapacity: pairs.count)
        for pair in pairs where fields[pair.key] == nil { fields[pair.key] = pair.value }
        return fields
    }

    static func isObject(_ value: JSONValue) -> Bool {
        if case .object = value { return true }
        return false
    }

    /// The first id name present in every item as a string or number, and unique over the page;
    /// then the same names in a wrapper (`data.id`, `metadata.uid`); then a unique `*_id` field.
    static func id(in elements: [JSONValue], list: String = "") -> Found? {
        guard let first = elements.first else { return nil }
        var candidates = ItemRules.idNames
        for wrapper in ItemRules.wrappers where isObject(first[wrapper] ?? .null) {
            candidates += ItemRules.idNames.map { "\(wrapper).\($0)" }
        }
        // Keys named like ids (`*_id`, `*Id`, `pageid`), at the top and in the wrappers (YouTube's `id.videoId`).
        let idLike = { (key: String) in
            key.hasSuffix("_id") || key.hasSuffix("Id") || key.hasSuffix("ID") || (key.count > 2 && key.hasSuffix("id")) || key.hasSuffix("_key")
        }
        // An id named for the list comes first: `rcid` in `recentchanges` (a repeated page's `pageid` is not the change's).
        let named = first.keys.filter(idLike).sorted { isNamed($0, for: list) && !isNamed($1, for: list) }
        candidates += named
        for wrapper in ItemRules.wrappers { candidates += (first[wrapper]?.keys ?? []).filter(idLike).map { "\(wrapper).\($0)" } }
        // Lists with no id field at all (PokeAPI's `{name, url}`): a unique address or name identifies.
        candidates += ItemRules.idFallbacks
        // Each item's top-level fields indexed once: a `*_id` candidate per key, each looked up
        // linearly in every item, was quadratic in a wide page's keys (1.4 MB of them: 5.8 s).
        let indexed = elements.map(Self.index)
        for candidate in candidates {
            guard let path = JSONPath(candidate) else { continue }
            let values = elements.indices.compactMap { at -> String? in
                let value = path.segments.count == 1 && isObject(elements[at]) ? indexed[at][path.segments[0]] : path.evaluate(elements[at])
                switch value {
                case .string(let text)? where !text.isEmpty: return text
                case .number(let text)?: return text
                default: return nil
                }
            }
            if values.count == elements.count, Set(values).count == values.count {
                let fallback = ItemRules.idFallbacks.contains(candidate) ? "no id field; " : ""
                return Found(path: candidate, why: fallback + (elements.count > 1 ? "\(candidate) is unique over the page" : "\(candidate) is there"))
            }
        }
        return nil
    }

    /// Whether id key `key`'s stem (`rc` of `rcid`) is spelled within the list's own name (`recentchanges`).
    static func isNamed(_ key: String, for list: String) -> Bool {
        let stem = key.lowercased().replacingOccurrences(of: "_", with: "").dropLast(2)
        guard !stem.isEmpty, !list.isEmpty else { return false }
        var rest = Substring(list.lowercased())
        for character in stem {
            guard let index = rest.firstIndex(of: character) else { return false }
            rest = rest[rest.index(after: index)...]
        }
        return true
    }

    /// The first title name that is a non-empty string in most items: in the id's wrapper first,
    /// then at the top, then in the other wrappers (`ItemRules.titleWrappers`); `title.rendered` (WordPress) too.
    static func title(in elements: [JSONValue], wrapper: String?, id: String? = nil) -> Found? {
        guard !elements.isEmpty else { return nil }
        let prefixes = ([wrapper, nil] + ItemRules.titleWrappers).reduce(into: [String?]()) { list, prefix in
            if !list.contains(where: { $0 == prefix }) { list.append(prefix) }
        }
        for prefix in prefixes {
            for name in ItemRules.titleNames {
                let base = prefix.map { "\($0).\(name)" } ?? name
                // The id is no title, even when it is text (Firestore's document `name`).
                for candidate in [base, base + ".rendered", base + ".stringValue"] where candidate != id && mostly(elements, candidate, isText) {
                    return Found(path: candidate, why: "\(candidate) is text in every item")
                }
            }
        }
        return TitleFinder.byShape(elements) ?? TitleFinder.byContent(elements)
    }

    /// The first web-page name holding an http(s) URL in most items; `url` and `link` only when they
    /// leave the API's own paths (an API's `url` is usually its own resource).
    static func webURL(in elements: [JSONValue], wrapper: String?, listURL: String) -> Found? {
        guard !elements.isEmpty else { return nil }
        let api = URL(string: listURL)
        for prefix in [wrapper, nil] {
            for name in ItemRules.webURLNames {
                let candidate = prefix.map { "\($0).\(name)" } ?? name
                let plain = name == "url" || name == "link"
                let fits = mostly(elements, candidate) { value in
                    guard case .string(let text) = value, text.hasPrefix("https://") || text.hasPrefix("http://") else { return false }
                    return !plain || !isAPIResource(text, of: api)
                }
                if fits { return Found(path: candidate, why: "\(candidate) is a web address" + (plain ? " off the API's paths" : "")) }
            }
        }
        return nil
    }

    /// Whether `link` is on the API's origin under the first segment of its path (`/api/…`, `/generic/…`).
    static func isAPIResource(_ link: String, of api: URL?) -> Bool {
        guard let api, let url = URL(string: link), url.host == api.host, url.port == api.port else { return false }
        let segment = { (path: String) in path.split(separator: "/").first.map(String.init) ?? "" }
        return segment(url.path) == segment(api.path)
    }

    static func isText(_ value: JSONValue) -> Bool {
        if case .string(let text) = value { return !text.allSatisfy(\.isWhitespace) }
        return false
    }

    /// Whether `path` holds a value passing `test` in at least half the items (and the first).
    static func mostly(_ elements: [JSONValue], _ path: String, _ test: (JSONValue) -> Bool) -> Bool {
        guard let path = JSONPath(path), let first = elements.first, path.evaluate(first).map(test) == true else { return false }
        let hits = elements.filter { path.evaluate($0).map(test) == true }.count
        return hits * 2 >= elements.count
    }
}
