import Networking

/// The words for an answer that is not JSON: what it says it is and how it begins, made safe to
/// show (issue 42, point 8: a web page opened a list whose only row offered a useless retry).
///
/// Pure; any thread.
public enum NotJSON {
    /// Characters of the body shown.
    static let shown = 48

    /// The error for `response`, whose body did not parse as JSON.
    public static func error(_ response: HTTPResponse) -> PagingError {
        let type = response.headers["Content-Type"].map { String($0.prefix(80)) }
        return .notJSON(contentType: type.map(escaped), bytes: response.body.count, begins: begins(response.body))
    }

    /// The body's first characters on one line: whitespace runs as one space, control characters
    /// as `\xNN`, and `…` when there is more.
    public static func begins(_ body: [UInt8]) -> String {
        let text = String(decoding: body.prefix(shown * 4), as: UTF8.self)
        let words = text.split(whereSeparator: { $0 == " " || $0 == "\n" || $0 == "\r" || $0 == "\t" }).joined(separator: " ")
        let cut = String(words.prefix(shown))
        return escaped(cut) + (cut.count < words.count || body.count > shown * 4 ? "…" : "")
    }

    /// `text` with C0, DEL and C1 controls as `\xNN`, so no escape sequence reaches a terminal.
    static func escaped(_ text: String) -> String {
        var out = ""
        for scalar in text.unicodeScalars {
            if scalar.value < 0x20 || (0x7F...0x9F).contains(scalar.value) {
                let hex = String(scalar.value, radix: 16)
                out += "\\x" + (hex.count == 1 ? "0" : "") + hex
            } else {
                out.unicodeScalars.append(scalar)
            }
        }
        return out
    }
}
