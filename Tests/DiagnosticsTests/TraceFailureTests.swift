import Foundation
import Testing
@testable import Diagnostics

/// A failed request keeps its whole text in the trace: the screen shows only the short reason.
@Suite("Trace failures")
struct TraceFailureTests {
    @Test func aFailedRequestCarriesItsWholeText() throws {
        let path = FileManager.default.temporaryDirectory.appendingPathComponent("trace-\(UUID().uuidString).jsonl").path
        defer { try? FileManager.default.removeItem(atPath: path) }
        let trace = try #require(Trace(path: path))
        let text = "network error: Failed to connect to 127.0.0.1 port 1 after 0 ms: Couldn't connect to server (curl 7)"
        trace.request(url: "http://127.0.0.1:1/github/users", status: 0, ms: 0, error: text)
        trace.request(url: "http://127.0.0.1:1/github/users", status: 200, ms: 1)
        let lines = try String(contentsOfFile: path, encoding: .utf8).split(separator: "\n")
        let objects = try lines.map { try JSONSerialization.jsonObject(with: Data($0.utf8)) as! [String: Any] }
        #expect(objects[0]["error"] as? String == text)
        #expect(objects[1]["error"] == nil, "a success has no error field")
    }
}
