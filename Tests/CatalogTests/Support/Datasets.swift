import Foundation
import Networking

/// The recorded API responses in `../shared/datasets`, read at test time, never copied.
enum Datasets {
    /// `shared/datasets` beside the package root (found from this file's path).
    static let root: URL = {
        var dir = URL(fileURLWithPath: #filePath).deletingLastPathComponent()
        while !FileManager.default.fileExists(atPath: dir.appendingPathComponent("Package.swift").path),
              dir.path != "/" {
            dir.deleteLastPathComponent()
        }
        return dir.deletingLastPathComponent().appendingPathComponent("shared/datasets")
    }()

    /// The bytes of `path` under the datasets folder.
    static func bytes(_ path: String) throws -> [UInt8] {
        Array(try Data(contentsOf: root.appendingPathComponent(path)))
    }

    /// A recorded response: `name.body.json` with the status and headers of `name.headers.json`
    /// (2026: `{"status": 200, "headers": {k: v}}`; cassettes: `{"status": {"code"}, "headers": {k: [v]}}`).
    static func response(_ name: String) throws -> HTTPResponse {
        let body = try bytes(name + ".body.json")
        let recorded = try JSONSerialization.jsonObject(with: Data(try bytes(name + ".headers.json"))) as? [String: Any]
        let status = (recorded?["status"] as? Int) ?? ((recorded?["status"] as? [String: Any])?["code"] as? Int) ?? 0
        var headers = HTTPHeaders()
        for (key, value) in (recorded?["headers"] as? [String: Any]) ?? [:] {
            if let text = value as? String { headers.add(key, text) }
            for text in value as? [String] ?? [] { headers.add(key, text) }
        }
        return HTTPResponse(status: status, headers: headers, body: body)
    }

    /// A response with `body` from a dataset file and the given headers.
    static func response(body path: String, headers: HTTPHeaders = [:]) throws -> HTTPResponse {
        HTTPResponse(status: 200, headers: headers, body: try bytes(path))
    }
}
