/// A next page's address where a body puts it: a string, a link object (`{href}`, `{url}`), or an
/// array of link objects whose `rel` or `relation` is `next` (FHIR's `link`, PayPal's `links`).
///
/// Pure; any thread.
enum NextLink {
    /// The link at `path` in `body`; a root-relative link is put under the `base` its object names
    /// (Confluence's `_links.base`). Nil when there is none.
    static func target(at path: JSONPath, in body: JSONValue) -> String? {
        guard let value = path.evaluate(body), let link = link(in: value) else { return nil }
        guard link.hasPrefix("/"), !link.hasPrefix("//"), let base = base(for: path, in: body) else { return link }
        return (base.hasSuffix("/") ? String(base.dropLast()) : base) + link
    }

    /// The address a value holds: itself as text, an object's `href`/`url`/`uri`, or the next member of a link array.
    static func link(in value: JSONValue) -> String? {
        switch value {
        case .string(let text): return text
        case .object: return address(of: value)
        case .array(let links):
            return links.first(where: isNext).flatMap(address)
        default: return nil
        }
    }

    /// Whether a link object's relation is `next` (`rel` may list several, space-separated).
    static func isNext(_ link: JSONValue) -> Bool {
        guard let rel = (link["rel"] ?? link["relation"])?.text else { return false }
        return rel.lowercased().split(separator: " ").contains("next")
    }

    /// An object's address member.
    static func address(of link: JSONValue) -> String? {
        for key in ["href", "url", "uri", "link"] { if case .string(let text)? = link[key] { return text } }
        return nil
    }

    /// The absolute `base` named beside the link, or beside the object that holds it.
    static func base(for path: JSONPath, in body: JSONValue) -> String? {
        var segments = path.segments
        while !segments.isEmpty {
            segments.removeLast()
            let parent = segments.isEmpty ? body : JSONPath(segments.map(quoted).joined(separator: ".")).flatMap { $0.evaluate(body) }
            if case .string(let base)? = parent?["base"], base.hasPrefix("http://") || base.hasPrefix("https://") { return base }
        }
        return nil
    }

    /// A segment as a path reads it back (keys with dots quoted).
    static func quoted(_ key: String) -> String { key.contains(".") ? "\"\(key)\"" : key }
}
