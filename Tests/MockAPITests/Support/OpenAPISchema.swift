import Foundation
import TestSupport

/// Reads a component schema's `required` keys from an OpenAPI description in YAML, as the
/// descriptions in `../shared/datasets` lay them out (`components.schemas.NAME.required`, a list).
enum OpenAPISchema {
    /// A schema the description does not have.
    struct NoSchema: Error, CustomStringConvertible {
        var description: String
    }

    /// The keys schema `name` requires in the description at `path` under the datasets folder.
    static func required(_ name: String, in path: String) throws -> Set<String> {
        let lines = String(decoding: try Datasets.data(path), as: UTF8.self).split(separator: "\n", omittingEmptySubsequences: false)
        guard let start = lines.firstIndex(where: { $0.trimmingCharacters(in: .whitespaces) == "\(name):" && indent($0) == 4 }) else {
            throw NoSchema(description: "no schema \(name) in \(path)")
        }
        var keys: Set<String> = []
        var inRequired = false
        for line in lines[(start + 1)...] {
            let trimmed = line.trimmingCharacters(in: .whitespaces)
            if trimmed.isEmpty { continue }
            if indent(line) <= 4 { break }  // the next schema
            // The list's dashes stand under `required:` (PokeAPI's) or indented under it (Qiita's).
            if inRequired, trimmed.hasPrefix("- ") { keys.insert(String(trimmed.dropFirst(2))) }
            else if indent(line) == 6 { inRequired = trimmed == "required:" }
        }
        return keys
    }

    private static func indent(_ line: Substring) -> Int { line.prefix { $0 == " " }.count }
}
