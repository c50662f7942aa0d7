import Foundation

/// HTML as plain text for a cell: tags dropped, a few entities decoded (Mastodon's `content`).
///
/// Pure; any thread. Only text that starts with a tag is taken for markup, so a title such as
/// `a < b > c` stays as written. The item's JSON keeps the markup.
enum MarkupText {
    /// `text` without its tags when it starts with one; else `text`.
    static func plain(_ text: String) -> String {
        guard text.drop(while: \.isWhitespace).first == "<" else { return text }
        var out = ""
        var inTag = false
        for character in text {
            switch character {
            case "<": inTag = true
            case ">" where inTag:
                inTag = false
                // Block ends read as a space, so paragraphs do not run together.
                if !out.isEmpty, out.last != " " { out.append(" ") }
            default: if !inTag { out.append(character) }
            }
        }
        for (entity, value) in [("&lt;", "<"), ("&gt;", ">"), ("&quot;", "\""), ("&#39;", "'"), ("&apos;", "'"), ("&nbsp;", " "), ("&amp;", "&")] {
            out = out.replacingOccurrences(of: entity, with: value)
        }
        return out.trimmingCharacters(in: .whitespaces)
    }
}
