import Foundation
import Networking

/// The lists an item leads to, read from its structure: `*_url` fields, HAL `_links`, `links`,
/// JSON:API `relationships.*.links.related`, and arrays of objects embedded in it.
///
/// Pure; any thread. A URL on another origin is kept marked with it (`elsewhere`): it opens without
/// the list's credentials, and a plain-http one under an https list is refused when opened. Links to
/// pictures (`avatar_url`, a `.png`) are no lists wherever they are; URI templates (`{/other_user}`) are dropped.
public enum RelatedFinder {
    /// The most related lists said of one item.
    public static let maxLists = 20

    /// Field names whose URL is the item itself or a page for people, never a list of it.
    static let notLists: Set<String> = ["", "self", "html", "avatar", "image", "icon", "thumbnail", "web", "canonical", "curies"]

    /// Words in a field's name, and endings of a URL's path, that say it is a picture.
    static let pictureWords = ["image", "avatar", "icon", "thumbnail", "picture", "photo", "logo", "sprite"]
    static let pictureEndings = [".png", ".jpg", ".jpeg", ".gif", ".svg", ".webp", ".ico"]

    /// The related lists of `item`, in the order its fields came, at most `maxLists`; URLs are
    /// resolved against `listURL`, those on another origin marked with it.
    public static func lists(in item: JSONValue, listURL: String) -> [RelatedList] {
        guard case .object(let fields) = item, let origin = URLOrigin(listURL) else { return [] }
        var found: [RelatedList] = []
        var seen: Set<String> = []
        func add(_ name: String, _ raw: String?) {
            guard found.count < maxLists, !notLists.contains(name.lowercased()), let raw,
                  let url = resolved(untemplated(raw), against: listURL), let at = URLOrigin(url),
                  at == origin || !isPicture(name: name, url: url),
                  seen.insert(url).inserted, url != listURL else { return }
            found.append(RelatedList(name: name, place: .url(url), elsewhere: at == origin ? nil : shortOrigin(at)))
        }
        for (key, value) in fields {
            switch (key, value) {
            case ("_links", .object(let links)), ("links", .object(let links)):
                for (relation, link) in links { add(relation, href(link)) }
            case ("relationships", .object(let relationships)):
                for (name, relationship) in relationships { add(name, href(relationship["links"]?["related"])) }
            case (_, .string(let text)) where key.lowercased().hasSuffix("_url") || key.hasSuffix("Url"):
                add(String(key.dropLast(4)), text)
            case (_, .array(let elements)) where !elements.isEmpty && elements.allSatisfy(isObject):
                if found.count < maxLists { found.append(RelatedList(name: key, place: .embedded(key: key, count: elements.count))) }
            default: break
            }
        }
        return found
    }

    /// A link's URL: a string, `{href}` (HAL, JSON:API link objects), or the first of an array of them.
    static func href(_ link: JSONValue?) -> String? {
        switch link {
        case .string(let text)?: return text
        case .object?: return link?["href"].flatMap(href)
        case .array(let links)?: return links.first.flatMap { href($0) }
        default: return nil
        }
    }

    /// `url` without its URI-template expressions (`…/following{/other_user}` → `…/following`).
    static func untemplated(_ url: String) -> String {
        var out = ""
        var depth = 0
        for character in url {
            if character == "{" { depth += 1 } else if character == "}" { depth = max(depth - 1, 0) } else if depth == 0 { out.append(character) }
        }
        return out
    }

    /// `url` made absolute against `base` (root-relative and relative links); nil for other schemes.
    static func resolved(_ url: String, against base: String) -> String? {
        guard !url.isEmpty, let absolute = URL(string: url, relativeTo: URL(string: base))?.absoluteString,
              absolute.hasPrefix("http://") || absolute.hasPrefix("https://") else { return nil }
        return absolute
    }

    /// `origin` without its scheme's default port (`https://other.test`, `http://127.0.0.1:9001`).
    static func shortOrigin(_ origin: URLOrigin) -> String {
        let usual = origin.port == (origin.scheme == "https" ? 443 : 80)
        return "\(origin.scheme)://\(origin.hostInURL)" + (usual ? "" : ":\(origin.port)")
    }

    /// Whether a link named `name` to `url` is a picture rather than a list.
    static func isPicture(name: String, url: String) -> Bool {
        let name = name.lowercased()
        let path = (URL(string: url)?.path ?? url).lowercased()
        return pictureWords.contains { name.contains($0) } || pictureEndings.contains { path.hasSuffix($0) }
    }

    static func isObject(_ value: JSONValue) -> Bool {
        if case .object = value { return true }
        return false
    }
}
