import Foundation

/// The recorded real responses in `../shared/datasets`, read at test time, never copied into the project.
enum Datasets {
    struct Missing: Error, CustomStringConvertible { var description: String }

    /// `<package root>/../shared/datasets`, found by walking up from this file to `Package.swift`.
    static let root: URL = {
        var url = URL(fileURLWithPath: #filePath).deletingLastPathComponent()
        while url.path != "/" && !FileManager.default.fileExists(atPath: url.appendingPathComponent("Package.swift").path) {
            url.deleteLastPathComponent()
        }
        return url.deletingLastPathComponent().appendingPathComponent("shared/datasets")
    }()

    static func data(_ path: String) throws -> Data {
        let url = root.appendingPathComponent(path)
        guard let data = FileManager.default.contents(atPath: url.path) else { throw Missing(description: "missing dataset \(url.path)") }
        return data
    }

    static func json(_ path: String) throws -> Any { try JSONSerialization.jsonObject(with: data(path)) }

    /// The headers of a `*.headers.json` file or cassette, names lower-cased, first value of each.
    static func headers(_ path: String) throws -> [String: String] {
        guard let object = try json(path) as? [String: Any], let raw = object["headers"] as? [String: Any] else { return [:] }
        var out: [String: String] = [:]
        for (name, value) in raw {
            if let s = value as? String { out[name.lowercased()] = s }
            if let list = value as? [String], let first = list.first { out[name.lowercased()] = first }
        }
        return out
    }
}
