import Networking

/// Next-page addresses anywhere in the answer: URL-like values under a key that says next, more or
/// continue (absolute, root-relative, query-only), arrays of link objects with a `next` relation,
/// and headers that name a next page or a cursor.
///
/// Pure: a function of the answer.
enum NextLinkFinder {
    /// Words that mark a next page's address.
    static let nextWords: Set<String> = ["next", "more", "continue", "continuation"]
    /// Words that mark another page's address (this one, the previous, the first, the last).
    static let otherWords: Set<String> = ["prev", "previous", "first", "last", "self", "base", "current", "before", "back", "start"]

    /// The readings of next links in `nodes` and the headers.
    static func candidates(_ nodes: [AnswerNode], context: DetectionContext) -> [PagingCandidate] {
        var found: [PagingCandidate] = []
        for node in nodes {
            guard let path = node.path else { continue }
            let keyWords = AnswerNode.words(node.key)
            let parentWords = node.parentKey.map(AnswerNode.words) ?? []
            if case .array(let links) = node.value, links.contains(where: { NextLink.isNext($0) }) || isLinkArray(links) {
                // A link array with no next member is a one-page list that says so.
                found.append(PagingCandidate(options: ["strategy": "next:" + path],
                                             evidence: "a list of links at \(path) (relation next)", score: 92))
                continue
            }
            let says = !Set(keyWords).isDisjoint(with: nextWords)
                || (Set(parentWords).contains("next") && ["href", "url", "uri", "link"].contains(node.key))
            guard says, Set(keyWords).isDisjoint(with: otherWords) else { continue }
            switch node.value {
            case .string(let text) where AnswerNode.isAddress(text) && text != context.input.url:
                found.append(PagingCandidate(options: ["strategy": "next:" + path], evidence: "a next address at \(path)", score: 90))
            case .null where keyWords.last.map(["next", "url", "link", "uri", "href"].contains) == true && keyWords.contains("next"):
                found.append(PagingCandidate(options: ["strategy": "next:" + path], evidence: "a next address at \(path) (null: the last page)", score: 60))
            default: break
            }
        }
        return found
    }

    /// Whether `links` are link objects (each with a relation and an address).
    static func isLinkArray(_ links: [JSONValue]) -> Bool {
        !links.isEmpty && links.allSatisfy { ($0["rel"] ?? $0["relation"]) != nil && NextLink.address(of: $0) != nil }
    }
}
