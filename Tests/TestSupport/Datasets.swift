import Foundation
import Networking

/// The recorded real API responses in `../shared/datasets`, read at test time, never copied
/// into the project.
///
/// Stateless; any thread.
public enum Datasets {
    /// A dataset file that is not there.
    public struct Missing: Error, CustomStringConvertible {
        /// Which file.
        public var description: String
    }

    /// `<package root>/../shared/datasets`, found by walking up from this file to `Package.swift`.
    public static let root: URL = {
        var url = URL(fileURLWithPath: #filePath).deletingLastPathComponent()
        while url.path != "/" && !FileManager.default.fileExists(atPath: url.appendingPathComponent("Package.swift").path) {
            url.deleteLastPathComponent()
        }
        return url.deletingLastPathComponent().appendingPathComponent("shared/datasets")
    }()

    /// The contents of `path` under the datasets folder.
    public static func data(_ path: String) throws -> Data {
        let url = root.appendingPathComponent(path)
        guard let data = FileManager.default.contents(atPath: url.path) else {
            throw Missing(description: "missing dataset \(url.path)")
        }
        return data
    }

    /// The bytes of `path` under the datasets folder.
    public static func bytes(_ path: String) throws -> [UInt8] { Array(try data(path)) }

    /// The JSON value in `path`.
    public static func json(_ path: String) throws -> Any { try JSONSerialization.jsonObject(with: data(path)) }

    /// The headers of a `*.headers.json` file or cassette, names lower-cased, first value of each.
    public static func headers(_ path: String) throws -> [String: String] {
        guard let object = try json(path) as? [String: Any], let raw = object["headers"] as? [String: Any] else { return [:] }
        var out: [String: String] = [:]
        for (name, value) in raw {
            if let s = value as? String { out[name.lowercased()] = s }
            if let list = value as? [String], let first = list.first { out[name.lowercased()] = first }
        }
        return out
    }

    /// A recorded response: `name.body.json` with the status and headers of `name.headers.json`
    /// (2026: `{"status": 200, "headers": {k: v}}`; cassettes: `{"status": {"code"}, "headers": {k: [v]}}`).
    public static func response(_ name: String) throws -> HTTPResponse {
        let body = try bytes(name + ".body.json")
        let recorded = try json(name + ".headers.json") as? [String: Any]
        let status = (recorded?["status"] as? Int) ?? ((recorded?["status"] as? [String: Any])?["code"] as? Int) ?? 0
        var headers = HTTPHeaders()
        for (key, value) in (recorded?["headers"] as? [String: Any]) ?? [:] {
            if let text = value as? String { headers.add(key, text) }
            for text in value as? [String] ?? [] { headers.add(key, text) }
        }
        return HTTPResponse(status: status, headers: headers, body: body)
    }

    /// A response with `body` from a dataset file and the given headers.
    public static func response(body path: String, headers: HTTPHeaders = [:]) throws -> HTTPResponse {
        HTTPResponse(status: 200, headers: headers, body: try bytes(path))
    }
}
