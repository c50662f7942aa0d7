/// Which short fields of a page become columns when none are given, and how wide a column is.
///
/// Pure functions of a page's items; any thread. A person scanning a list reads counts, states,
/// dates and short names; ids, URLs, long text and nested values belong in the detail pane.
public enum ColumnChoice {
    /// Columns chosen at most besides the title: more would leave the title too little room at 80.
    public static let automaticLimit = 4
    /// Dates chosen at most: `created_at`, `updated_at` and `pushed_at` side by side say little more than one.
    static let dateLimit = 2
    /// Text longer than this (in characters) is prose or a token, not a label.
    static let textLimit = 24

    /// Up to `limit` top-level fields of `items` worth a column, best first (the order they are
    /// shown in, so the least useful drops first): never one in `excluding` (the title, id, URL…).
    public static func automatic(items: [JSONValue], excluding: [JSONPath], limit: Int = automaticLimit) -> [GenericColumn] {
        let taken = Set(excluding.map(\.description))
        // Each item's fields read once, into the values of each key: looking a key up in every
        // item, for every key, was quadratic in a wide page's keys (160,000 keys: 20 s).
        var keys: [String] = []
        var values: [String: [JSONValue]] = [:]
        for item in items {
            guard case .object(let pairs) = item else { continue }
            var inItem = Set<String>(minimumCapacity: pairs.count)
            // The first of a repeated key, as `JSONValue`'s subscript reads it.
            for pair in pairs where inItem.insert(pair.key).inserted {
                if values[pair.key] == nil { keys.append(pair.key) }
                values[pair.key, default: []].append(pair.value)
            }
        }
        var scored: [(column: GenericColumn, score: Int, kind: ColumnKind)] = []
        for key in keys where !taken.contains(key) {
            let present = values[key] ?? []
            // A field most items lack is no column (`score` says so too): not worth padding.
            guard present.count * 2 >= items.count, let path = JSONPath(key), path.segments == [key], path.description == key,
                  let (score, kind) = score(key: key, values: present + Array(repeating: nil, count: items.count - present.count))
            else { continue }
            scored.append((GenericColumn(label: key, path: path), score, kind))
        }
        // A stable sort: equal scores keep the items' own order.
        let ranked = scored.enumerated().sorted { a, b in
            a.element.score != b.element.score ? a.element.score > b.element.score : a.offset < b.offset
        }.map(\.element)
        var chosen: [GenericColumn] = []
        var dates = 0
        for candidate in ranked where chosen.count < limit {
            if candidate.kind == .date {
                guard dates < dateLimit else { continue }
                dates += 1
            }
            chosen.append(candidate.column)
        }
        return chosen
    }

    /// How much a field is worth a column, and its kind; nil when it is no column at all. Counts
    /// rank first, then states, dates, short names, and last a text or flag the page shares.
    static func score(key: String, values: [JSONValue?]) -> (Int, ColumnKind)? {
        guard !isIdentifier(key), !isLink(key) else { return nil }
        let present = values.compactMap { value -> JSONValue? in
            if case .null? = value { return nil }
            return value
        }
        // A field most items lack is not a column of the list.
        guard !present.isEmpty, present.count * 2 >= values.count else { return nil }
        let texts = Set(present.compactMap(\.text))
        let varies = texts.count > 1
        let lower = key.lowercased()
        switch ColumnKind.of(values, named: key) {
        case .number:
            guard present.allSatisfy({ if case .number = $0 { return true } else { return false } }),
                  texts.allSatisfy({ $0.count <= 12 }) else { return nil }
            return (countWords.contains { lower.contains($0) } ? 5 : 4, .number)
        case .date:
            return (3, .date)
        case .flag:
            // A flag the whole page shares says nothing about any row.
            return varies ? (1, .flag) : nil
        case .text:
            guard present.allSatisfy({ if case .string = $0 { return true } else { return false } }) else { return nil }
            guard texts.allSatisfy(isLabel), texts.contains(where: { !$0.isEmpty }) else { return nil }
            if !varies { return (1, .text) }
            return (stateWords.contains { lower.contains($0) } ? 4 : 2, .text)
        }
    }

    /// Names of counts people sort by.
    static let countWords = ["count", "total", "score", "star", "like", "comment", "vote", "point", "follower",
                             "fork", "watcher", "size", "reaction", "view"]
    /// Names of states and categories.
    static let stateWords = ["state", "status", "type", "kind", "category", "language", "priority", "role", "stage"]

    /// An id, a key or a hash by its name (`id`, `node_id`, `userId`, `uuid`, `sha`).
    static func isIdentifier(_ key: String) -> Bool {
        let lower = key.lowercased()
        if ["id", "_id", "uid", "uuid", "guid", "key", "objectid", "sha", "hash", "etag", "checksum", "token",
            "cursor", "secret", "password", "signature"].contains(lower) { return true }
        return lower.hasSuffix("_id") || lower.hasSuffix("_ids") || lower.hasSuffix("_uuid") || lower.hasSuffix("_key")
            || key.hasSuffix("Id") || key.hasSuffix("ID") || key.hasSuffix("Ids") || key.hasSuffix("Key")
    }

    /// A link by its name (`url`, `html_url`, `avatarUrl`, `href`, `permalink`).
    static func isLink(_ key: String) -> Bool {
        let lower = key.lowercased()
        return lower.hasSuffix("url") || lower.hasSuffix("uri") || lower.hasSuffix("href") || lower.hasSuffix("link")
            || lower == "self" || lower.hasSuffix("_links")
    }

    /// A short one-line label: no URL, path, newline or token-like run of letters and digits.
    static func isLabel(_ text: String) -> Bool {
        guard text.count <= textLimit, !text.contains("://"), !text.hasPrefix("/"),
              !text.contains(where: \.isNewline) else { return false }
        // A long word mixing letters and digits (`a3f9c2…`, `cus_9s6XKzkNRiz8i3`) is an id or a hash.
        let mixed = text.count >= 16 && !text.contains(" ") && text.contains(where: \.isNumber)
            && text.contains(where: \.isLetter)
        return !mixed
    }

    /// The column for `column` given its `kind` and its cells on the first page, dropping at rank
    /// `drop`: numbers right-aligned, dates as the built-in sources show them (`04-20` when narrow).
    public static func layout(_ column: GenericColumn, kind: ColumnKind, cells: [String], drop: Int) -> SourceColumn {
        let widest = cells.map(\.count).max() ?? 0
        let label = column.label.count
        func clamp(_ value: Int, _ range: ClosedRange<Int>) -> Int { min(max(value, range.lowerBound), range.upperBound) }
        switch kind {
        case .number:
            // A number shows whole or not at all: `1700003…` would mislead (a count up to 12 digits).
            let least = clamp(widest, 3...12)
            return .secondary(column.label, minWidth: least, preferredWidth: clamp(max(widest, label), least...12),
                              drop: drop, alignRight: true)
        case .date:
            return .secondary(column.label, minWidth: 5, preferredWidth: 10, drop: drop, compaction: .isoDate)
        case .flag:
            return .secondary(column.label, minWidth: 5, preferredWidth: clamp(label, 5...10), drop: drop)
        case .text:
            let least = clamp(widest, 4...8)
            return .secondary(column.label, minWidth: least, preferredWidth: clamp(max(widest, label), least...20), drop: drop)
        }
    }
}
