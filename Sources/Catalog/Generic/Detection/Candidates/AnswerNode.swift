/// One value inside an answer, with the keys that lead to it: what the candidate finders read.
///
/// A plain value; any thread.
struct AnswerNode {
    /// The keys (and array indexes) from the body to the value.
    var segments: [String]
    /// The value.
    var value: JSONValue

    /// The last key.
    var key: String { segments.last ?? "" }
    /// The key holding this node's object, if any; an array's index is passed over (`nextPage.0.startIndex`
    /// is under `nextPage`).
    var parentKey: String? { segments.dropLast().last { !$0.allSatisfy(\.isNumber) } }

    /// The path as the options write it (a key with a dot quoted); nil when a key cannot be written.
    var path: String? {
        guard !segments.isEmpty, !segments.contains(where: { $0.isEmpty || $0.contains("\"") || $0.contains("\\") }) else { return nil }
        return segments.map { $0.contains(".") ? "\"\($0)\"" : $0 }.joined(separator: ".")
    }

    /// Every value of `body` within `depth` levels, the items array and its elements left out, at most
    /// `limit` of them (a wide answer is read in time linear in what is kept). Arrays are entered at
    /// their first element only (`queries.nextPage.0.startIndex`).
    static func walk(_ body: JSONValue, skipping items: String?, depth: Int = 4, limit: Int = 4_000) -> [AnswerNode] {
        var nodes: [AnswerNode] = []
        var stack: [AnswerNode] = [AnswerNode(segments: [], value: body)]
        let skipped = items.flatMap(JSONPath.init)?.segments
        while let node = stack.popLast(), nodes.count < limit {
            if !node.segments.isEmpty { nodes.append(node) }
            guard node.segments.count < depth, node.segments != skipped else { continue }
            switch node.value {
            case .object(let pairs):
                for pair in pairs.reversed() { stack.append(AnswerNode(segments: node.segments + [pair.key], value: pair.value)) }
            case .array(let elements):
                if let first = elements.first, node.segments.count > 0 || items != nil {
                    stack.append(AnswerNode(segments: node.segments + ["0"], value: first))
                }
            default: break
            }
        }
        return nodes
    }

    /// A key's words, lower-cased: `nextPageToken`, `next_page_token` and `Next-Page-Token` are all
    /// `next page token`; `__next` is `next`.
    static func words(_ key: String) -> [String] {
        var words: [String] = []
        var current = ""
        var lastWasLower = false
        for character in key {
            guard character.isLetter || character.isNumber else {
                if !current.isEmpty { words.append(current); current = "" }
                lastWasLower = false
                continue
            }
            if character.isUppercase, lastWasLower, !current.isEmpty { words.append(current); current = "" }
            current += character.lowercased()
            lastWasLower = character.isLowercase || character.isNumber
        }
        if !current.isEmpty { words.append(current) }
        return words
    }

    /// Whether `text` reads as an address of a page: absolute http(s), root-relative or query-only.
    static func isAddress(_ text: String) -> Bool {
        text.hasPrefix("https://") || text.hasPrefix("http://") || (text.count > 1 && (text.hasPrefix("/") || text.hasPrefix("?")))
    }
}
