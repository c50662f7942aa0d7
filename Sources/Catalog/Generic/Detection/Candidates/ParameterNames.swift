/// The query parameter a cursor is sent back as, guessed from where the answer put it: the key
/// without `next` (`nextPageToken` → `pageToken`), the key itself, then conventions (`end` →
/// `from`). Guesses, in order; the confirmation tries them.
///
/// Pure.
enum ParameterNames {
    /// Conventions where the parameter is not the key: Matrix's `end` is sent as `from`.
    static let conventions: [String: [String]] = ["end": ["from"], "nextpagestart": ["start"], "nextstart": ["start"], "startindex": ["start"]]

    /// The guesses for a cursor at `node`, best first, at most `limit`.
    static func guesses(for node: AnswerNode, limit: Int = 3) -> [String] {
        // `next_cursor_str` is the same cursor as text (Twitter): its parameter is the cursor's.
        let key = node.key.hasSuffix("_str") ? String(node.key.dropLast(4)) : node.key
        let words = AnswerNode.words(key)
        var names = conventions[words.joined()] ?? []
        // A key under `next_page` or `paging.next` is sent as itself (Asana's `next_page.offset`).
        if let parent = node.parentKey, AnswerNode.words(parent).contains("next"), !words.contains("next") { names.append(key) }
        var rest = words
        if rest.first == "next" {
            rest.removeFirst()
            if !rest.isEmpty { names.append(join(rest, like: key)) }
            // `nextPageStart` is Bitbucket's `start`, `next_page_token` Zoom's own key below.
            if rest.count > 1, rest.first == "page", ["start", "offset", "index"].contains(rest.last!) {
                names.append(join(Array(rest.dropFirst()), like: key))
            }
        }
        names.append(key)
        if words.contains("token") { names += ["pageToken", "page_token"] }
        if words.contains("cursor") { names.append("cursor") }
        var seen: Set<String> = []
        return names.filter { GenericStrategy.isParameter($0) && seen.insert($0).inserted }.prefix(limit).map { $0 }
    }

    /// `words` written the way `key` is: snake, kebab or camel case.
    static func join(_ words: [String], like key: String) -> String {
        if key.contains("_") { return words.joined(separator: "_") }
        if key.contains("-") { return words.joined(separator: "-") }
        let capitalized = key.first?.isUppercase == true
        return words.enumerated().map { index, word in
            index == 0 && !capitalized ? word : word.prefix(1).uppercased() + word.dropFirst()
        }.joined()
    }
}
