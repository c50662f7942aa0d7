import Foundation

/// What an HTML page says it is, in a few words: its `<title>`, else its first `<h1>`, else its
/// first text; for error pages a proxy or a web server sends instead of the API's JSON.
///
/// Pure; any thread.
enum HTMLTitle {
    /// Characters kept of the title.
    static let limit = 80

    /// The title of `body` when it is an HTML page, whitespace collapsed and cut at `limit`; nil
    /// for anything else (JSON, plain text) or a page with no text in its first 4 KiB.
    static func of(_ body: [UInt8]) -> String? {
        let text = String(decoding: body.prefix(4096), as: UTF8.self)
        let start = text.drop { $0.isWhitespace }.prefix(15).lowercased()
        guard start.hasPrefix("<!doctype html") || start.hasPrefix("<html") || start.hasPrefix("<head")
            || start.hasPrefix("<body") || start.hasPrefix("<h1") || start.hasPrefix("<title") else { return nil }
        for tag in ["title", "h1"] {
            if let inner = element(tag, in: text), let words = words(inner) { return words }
        }
        return words(text)
    }

    /// The text inside the first `<tag …>…</tag>` of `text`.
    static func element(_ tag: String, in text: String) -> String? {
        guard let open = text.range(of: "<\(tag)", options: .caseInsensitive),
              let end = text[open.upperBound...].firstIndex(of: ">"),
              let close = text[end...].range(of: "</\(tag)", options: .caseInsensitive) else { return nil }
        return String(text[text.index(after: end)..<close.lowerBound])
    }

    /// The text of `markup` without its tags and with a few entities read, whitespace collapsed;
    /// nil when none is left.
    static func words(_ markup: String) -> String? {
        var text = "", inTag = false
        for character in markup {
            if character == "<" { inTag = true; text.append(" ") } else if character == ">" { inTag = false } else if !inTag {
                text.append(character)
            }
        }
        for (entity, value) in [("&lt;", "<"), ("&gt;", ">"), ("&quot;", "\""), ("&#39;", "'"), ("&nbsp;", " "), ("&amp;", "&")] {
            text = text.replacingOccurrences(of: entity, with: value)
        }
        let words = text.split(whereSeparator: \.isWhitespace).joined(separator: " ")
        guard !words.isEmpty else { return nil }
        return words.count > limit ? String(words.prefix(limit - 1)) + "…" : words
    }
}
