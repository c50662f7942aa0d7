import Foundation

/// An item's title where no usual name holds one: a key named like a title (`ProductName`,
/// `webTitle`), a title inside any object (`item_data.name`, `content.body`) or the first of an array
/// (`name.0.family`); else the most readable short text within two levels.
///
/// Pure functions of the items.
enum TitleFinder {
    /// Inner names tried inside objects and the first element of arrays.
    static let innerNames = ItemRules.titleNames + ["family", "given", "stringValue", "text", "body"]

    /// Fields of an item read for a title by its shape.
    static let maxFields = 64

    /// A title by where it sits.
    static func byShape(_ elements: [JSONValue]) -> FieldDetector.Found? {
        // The first item's fields are walked as pairs, never looked up by key: a wide item stays linear.
        // Only the first fields are read for a title: a page of 160,000 keys names none worth reading.
        guard case .object(let all)? = elements.first else { return nil }
        let fields = all.prefix(maxFields)
        for key in fields.map(\.key) where key.lowercased().hasSuffix("name") || key.lowercased().hasSuffix("title") {
            if let found = text(elements, JSONPath.quote(key)) { return found }
        }
        for (key, value) in fields {
            switch Optional(value) {
            case .object(let pairs)?:
                for name in innerNames {
                    if let found = text(elements, JSONPath.quote(key) + "." + name) { return found }
                    if let found = text(elements, JSONPath.quote(key) + "." + name + ".stringValue") { return found }
                }
                // An array of objects one level in (FHIR's `resource.name.0.family`).
                for pair in pairs {
                    guard case .array(let values) = pair.value, values.first.map(FieldDetector.isObject) == true else { continue }
                    for name in innerNames {
                        if let found = text(elements, JSONPath.quote(key) + "." + JSONPath.quote(pair.key) + ".0." + name) { return found }
                    }
                }
            case .array(let values)? where values.first.map(FieldDetector.isObject) == true:
                for name in innerNames {
                    if let found = text(elements, JSONPath.quote(key) + ".0." + name) { return found }
                }
            default: continue
            }
        }
        // A number people quote (an invoice's or an order's), at the top or one level in.
        for (key, value) in fields {
            if key.lowercased().hasSuffix("number"), let found = text(elements, JSONPath.quote(key)) { return found }
            for inner in value.keys where inner.lowercased().hasSuffix("number") {
                if let found = text(elements, JSONPath.quote(key) + "." + JSONPath.quote(inner)) { return found }
            }
        }
        return nil
    }

    /// The most readable short text within two levels: words and spaces, not an address, an id or a date.
    static func byContent(_ elements: [JSONValue]) -> FieldDetector.Found? {
        guard let first = elements.first else { return nil }
        var best: (path: String, score: Int)?
        for (path, value) in leaves(first, depth: 2) {
            guard case .string(let text) = value, readable(text) else { continue }
            let score = text.split(separator: " ").count * 10 - abs(text.count - 30) / 10
            if score > (best?.score ?? 0), FieldDetector.mostly(elements, path, FieldDetector.isText) { best = (path, score) }
        }
        return best.map { FieldDetector.Found(path: $0.path, why: "\($0.path) is the most readable text") }
    }

    /// `path`, when it holds text in most items.
    static func text(_ elements: [JSONValue], _ path: String) -> FieldDetector.Found? {
        FieldDetector.mostly(elements, path, FieldDetector.isText) ? FieldDetector.Found(path: path, why: "\(path) is text in every item") : nil
    }

    /// Scalars within `depth` levels of `value`, by path (arrays at their first element).
    static func leaves(_ value: JSONValue, depth: Int, prefix: String = "") -> [(String, JSONValue)] {
        switch value {
        case .object(let pairs) where depth > 0:
            return pairs.filter { !$0.key.contains("\"") && !$0.key.contains("\\") }.flatMap { pair in
                leaves(pair.value, depth: depth - 1, prefix: (prefix.isEmpty ? "" : prefix + ".") + JSONPath.quote(pair.key))
            }
        case .array(let values) where depth > 0 && !prefix.isEmpty:
            return values.first.map { leaves($0, depth: depth - 1, prefix: prefix + ".0") } ?? []
        case .object, .array: return []
        default: return prefix.isEmpty ? [] : [(prefix, value)]
        }
    }

    /// Words a person reads: letters and a space, at most 200 characters, no address, no date, no markup-only text.
    static func readable(_ text: String) -> Bool {
        let trimmed = text.trimmingCharacters(in: .whitespaces)
        guard (2...200).contains(trimmed.count), trimmed.contains(" "), trimmed.contains(where: \.isLetter),
              !AnswerNode.isAddress(trimmed), !TokenFinder.isDate(trimmed), !trimmed.hasPrefix("<") else { return false }
        return true
    }
}
