import Foundation
import Catalog
import Networking

/// What detection found, said once: a status line, and the options and profile that reproduce it.
///
/// Pure; any thread. Only options that were not given are told as detected.
public enum DetectionReport {
    /// The line for the status bar and stderr.
    public static func summary(_ detection: Detection, given: GenericOptions) -> String {
        let found = detection.choices.filter { given.values[$0.key] == nil }
        let fields = found.filter { ["items", "id", "title", "web_url"].contains($0.key) && $0.why != Detection.positionWhy }.map { choice in
            choice.key == "items" && choice.value.isEmpty ? "items: the body" : "\(choice.key.replacingOccurrences(of: "_", with: " ")) \(choice.value)"
        }
        var parts: [String] = []
        if let strategy = found.first(where: { $0.key == "strategy" }) {
            if strategy.why == Detector.noPagination {
                parts.append("no pagination found: showing one page" + leftOut(detection) + "; --strategy sets it")
            } else {
                let extras = found.filter { !["items", "id", "title", "web_url", "strategy"].contains($0.key) }
                    .map { "\($0.key.replacingOccurrences(of: "_", with: "-")) \($0.value)" }
                parts.append("pages by \(strategy.why) (--strategy \(strategy.value)" + (extras.isEmpty ? "" : ", --" + capped(extras, separator: ", --")) + ")")
            }
        }
        if !fields.isEmpty { parts.append("detected " + capped(fields)) }
        // Rows need an id; the default `id` may not be there, and the error then names it.
        if given.values["id"] == nil, detection.value("id") == GenericSpec.positionID.description {
            parts.append(Detection.positionWhy + "; --id sets it")
        } else if given.values["id"] == nil, detection.value("id") == nil {
            parts.append("no unique id found; --id sets it")
        }
        // What asking for page 2 showed, when a reading was turned down (a first guess confirmed says nothing).
        if detection.tried.count > 1 || (detection.tried.count == 1 && !detection.paged) {
            parts.append("tried " + capped(detection.tried))
        }
        if !detection.alternatives.isEmpty, found.contains(where: { $0.key == "strategy" || $0.key == "items" }) {
            parts.append("chosen over " + capped(detection.alternatives))
        }
        return parts.joined(separator: "; ")
    }

    /// What was asked of the server to settle the pagination, a line each: the reading and what page 2
    /// showed (`--explain` says them on standard error, its profile staying on standard output).
    public static func tried(_ detection: Detection?) -> [String] {
        (detection?.tried ?? []).prefix(listCap * 2).map { "pagetty: tried " + $0 }
    }

    /// Entries said at most in one list of the summary, and characters of one entry: a page of
    /// many arrays made one stderr line of 3.8 MB.
    static let listCap = 5, entryCap = 120

    /// `entries` joined, the first `listCap` said (each cut at `entryCap` characters), the rest counted.
    static func capped(_ entries: [String], separator: String = ", ") -> String {
        let said = entries.prefix(listCap).map { $0.count > entryCap ? $0.prefix(entryCap) + "…" : $0 }
        let rest = entries.count - said.count
        return said.joined(separator: separator) + (rest > 0 ? " (and \(rest) more)" : "")
    }

    /// How much of a list one page shows, when the answer says it holds more: rows are never left
    /// out in silence.
    static func leftOut(_ detection: Detection) -> String {
        guard let total = detection.totalSaid, total > detection.itemsRead,
              let why = detection.why("total") ?? detection.why("total_header") else { return "" }
        return ", \(detection.itemsRead) of \(total) items (\(why))"
    }

    /// The order options are written in.
    static let order = ["url", "items", "id", "title", "subtitle", "web_url", "strategy", "first_page", "per_page", "more",
                        "total", "total_header", "total_pages", "total_pages_header", "columns", "token_env", "headers", "method", "body",
                        "graphql", "variables"]

    /// The comment said where a strategy would be when the first page showed no pagination.
    static let unpagedNote = "no pagination found: one page; add --strategy (offset:…, page:…, cursor:…) to page it"

    /// `pagetty url …` with every option that reproduces `options`, then a `[profiles.NAME]` block.
    /// `unpaged`: detection found no pagination, so no strategy is written as if found (the one the
    /// options hold is only the one-page fallback); a comment says so instead. `demoPath`: the list
    /// is the demo's, whose address changes every run, so its path is written with `--demo`.
    /// The user's own secrets (`ExplainSecrets`) are printed as `REDACTED`, with a comment.
    public static func explain(_ options: GenericOptions, shownURL: String, profile name: String,
                               unpaged: Bool = false, demoPath: String? = nil) -> [String] {
        var values = options.values
        if unpaged { values["strategy"] = nil }
        let hidden = ExplainSecrets.redact(&values)
        let keys = order.filter { values[$0] != nil } + values.keys.filter { !order.contains($0) }.sorted()
        var command = [demoPath.map { "pagetty url --demo " + shell($0) } ?? "pagetty url " + shell(RedactedURL.redact(shownURL))]
        var toml = ["[profiles.\(name)]"]
        if demoPath != nil { toml.append("# a path on the built-in mock, whose port changes every run: pagetty @\(name) --demo") }
        for key in keys {
            let value = key == "url" ? demoPath ?? values[key]! : values[key]!
            // Where the strategy would be.
            if unpaged, (order.firstIndex(of: key) ?? order.count) > order.firstIndex(of: "strategy")!, !toml.contains("# " + unpagedNote) {
                toml.append("# " + unpagedNote)
            }
            toml.append("\(key) = " + tomlString(value))
            guard key != "url" else { continue }
            // One line each, one option each.
            if key == "headers" || key == "columns" {
                let flag = key == "headers" ? "-H " : "--column "
                for line in value.split(whereSeparator: \.isNewline) { command.append(flag + shell(String(line))) }
            } else {
                command.append("--" + key.replacingOccurrences(of: "_", with: "-") + " " + shell(value))
            }
        }
        if unpaged, !toml.contains("# " + unpagedNote) { toml.append("# " + unpagedNote) }
        let secretNote = hidden ? ["# " + ExplainSecrets.note] : []
        return [command.joined(separator: " ")] + (unpaged ? ["# " + unpagedNote] : []) + secretNote + [""] + toml
    }

    /// A word the shell reads back as `text`.
    static func shell(_ text: String) -> String {
        let plain = !text.isEmpty && text.unicodeScalars.allSatisfy { $0.isASCII && ($0.properties.isAlphabetic || "0123456789-_.,:/=@%+".unicodeScalars.contains($0)) }
        if plain { return text }
        // Control characters (from a server's key names) are written as ANSI-C escapes, never raw.
        if text.unicodeScalars.contains(where: SafeText.neverRaw) {
            return "$'" + text.unicodeScalars.map { scalar in
                SafeText.neverRaw(scalar) ? String(format: "\\u%04X", scalar.value) : (scalar == "'" || scalar == "\\" ? "\\" + String(scalar) : String(scalar))
            }.joined() + "'"
        }
        return "'" + text.replacingOccurrences(of: "'", with: "'\\''") + "'"
    }

    /// A TOML basic string: a JSON string literal is one, with pipe output's escapes (`InertJSON`).
    static func tomlString(_ text: String) -> String { String(decoding: InertJSON.string(text), as: UTF8.self) }
}
