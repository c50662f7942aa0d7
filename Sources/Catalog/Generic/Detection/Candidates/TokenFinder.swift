import Foundation

/// Cursors and tokens under any name: an opaque value whose key says next, cursor, token,
/// continuation, marker, bookmark, position or end, sent back under the parameter names
/// `ParameterNames` guesses; a continuation object (MediaWiki's `continue`) merged into the query;
/// a header that carries a cursor.
///
/// Pure: a function of the answer.
enum TokenFinder {
    /// Words that mark a cursor.
    static let tokenWords: Set<String> = ["next", "cursor", "token", "continuation", "continue", "marker", "bookmark", "position",
                                          "end", "scroll", "after", "nextpage"]
    /// Words that mark something else: totals, sizes, flags, times, the way back.
    static let otherWords: Set<String> = ["prev", "previous", "before", "self", "first", "count", "total", "size", "limit", "has",
                                          "is", "date", "time", "at", "url", "uri", "link", "href", "type", "id", "ids"]

    /// The readings of cursors in `nodes` and the headers; `more` is the flag that goes with them, if any.
    static func candidates(_ nodes: [AnswerNode], context: DetectionContext, more: String?) -> [PagingCandidate] {
        var found: [PagingCandidate] = []
        for node in nodes {
            guard let path = node.path else { continue }
            let words = Set(AnswerNode.words(node.key))
            let parentSaysNext = node.parentKey.map { AnswerNode.words($0).contains("next") } ?? false
            guard !words.isDisjoint(with: tokenWords) || parentSaysNext, words.isDisjoint(with: otherWords) else { continue }
            switch node.value {
            case .object(let pairs) where words.contains("continue") || words.contains("continuation"):
                // Members all scalars: each a parameter of the next request.
                guard !pairs.isEmpty, pairs.allSatisfy({ $0.value.text != nil && !isContainer($0.value) }) else { continue }
                found.append(PagingCandidate(options: with(more, ["strategy": "continue:" + path]),
                                             evidence: "a continuation object at \(path)", score: 85))
            case .string(let text) where !text.isEmpty && !AnswerNode.isAddress(text) && !isDate(text):
                found += guesses(node, path: path, more: more, score: 80)
            case .number(let text) where Double(text) != nil && !text.hasPrefix("-"):
                found += guesses(node, path: path, more: more, score: 70)
            default: break
            }
        }
        for (name, value) in context.input.headers.fields {
            let words = Set(AnswerNode.words(name))
            guard !words.contains("link"), !words.isDisjoint(with: ["cursor", "continuation", "next", "token"]),
                  words.isDisjoint(with: ["count", "total", "page", "pages", "url"]),
                  !value.isEmpty, !AnswerNode.isAddress(value), GenericHeader.isToken(name) else { continue }
            let node = AnswerNode(segments: [AnswerNode.words(name).filter { $0 != "x" }.joined(separator: "_")], value: .string(value))
            for (index, parameter) in ParameterNames.guesses(for: node).enumerated() {
                found.append(PagingCandidate(options: ["strategy": "cursor-header:\(parameter)=\(name)"],
                                             evidence: "a cursor in header \(name) sent as \(parameter)", score: 75 - index))
            }
        }
        return found
    }

    /// One candidate per parameter name guessed, best first.
    static func guesses(_ node: AnswerNode, path: String, more: String?, score: Int) -> [PagingCandidate] {
        ParameterNames.guesses(for: node).enumerated().map { index, parameter in
            PagingCandidate(options: with(more, ["strategy": "cursor:\(parameter)=\(path)"]),
                            evidence: "a cursor at \(path) sent as \(parameter)", score: score - index * 3)
        }
    }

    static func with(_ more: String?, _ options: [String: String]) -> [String: String] {
        var options = options
        if let more { options["more"] = more }
        return options
    }

    static func isContainer(_ value: JSONValue) -> Bool {
        switch value {
        case .array, .object: return true
        default: return false
        }
    }

    /// An ISO 8601 date or time (`2024-05-01`, `2024-05-01T10:00:00Z`): a time, not a cursor.
    static func isDate(_ text: String) -> Bool {
        let scalars = Array(text.unicodeScalars.prefix(10))
        guard scalars.count == 10 else { return false }
        return scalars.enumerated().allSatisfy { index, scalar in
            index == 4 || index == 7 ? scalar == "-" : ("0"..."9").contains(scalar)
        }
    }
}
