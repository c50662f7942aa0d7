import Foundation
import Networking

/// Fetches a JSON page straight from the mock, to compare pipe output with what the API sent.
enum DirectFetch {
    static func objects(_ url: String, field: String? = nil) async throws -> [[String: Any]] {
        let response = try await CurlTransport().send(HTTPRequest(url: url)).successful()
        let json = try JSONSerialization.jsonObject(with: Data(response.body))
        if let field { return ((json as? [String: Any])?[field] as? [[String: Any]]) ?? [] }
        return (json as? [[String: Any]]) ?? []
    }
}
