import Foundation
import Testing
@testable import Diagnostics

@Suite("Trace")
struct TraceTests {
    @Test func eventsAreOneJSONObjectPerLine() throws {
        let path = FileManager.default.temporaryDirectory.appendingPathComponent("trace-\(UUID().uuidString).jsonl").path
        defer { try? FileManager.default.removeItem(atPath: path) }
        let trace = try #require(Trace(path: path))
        trace.key("j")
        trace.key("\"\u{1B}")
        trace.frame(microseconds: 120, top: 3, rows: 47, loadingRows: 1)
        trace.request(url: "http://127.0.0.1:1/github/users?since=0", status: 200, ms: 1.5)
        let lines = try String(contentsOfFile: path, encoding: .utf8).split(separator: "\n")
        #expect(lines.count == 4)
        let objects = try lines.map { try JSONSerialization.jsonObject(with: Data($0.utf8)) as! [String: Any] }
        #expect(objects[0]["ev"] as? String == "key")
        #expect(objects[0]["key"] as? String == "j")
        #expect(objects[1]["key"] as? String == "\"\u{1B}")
        #expect(objects[2]["ev"] as? String == "frame")
        #expect(objects[2]["us"] as? Int == 120)
        #expect(objects[2]["top"] as? Int == 3)
        #expect(objects[2]["rows"] as? Int == 47)
        #expect(objects[2]["loading_rows"] as? Int == 1)
        #expect(objects[3]["status"] as? Int == 200)
        let t = try #require(objects[0]["t"] as? Double)
        // Counted from process start, not from the trace's creation.
        #expect(t > 0 && t < 3_600_000)
    }

    @Test func theFileIsPrivateAndNeverASymlink() throws {
        let directory = FileManager.default.temporaryDirectory.appendingPathComponent("trace-\(UUID().uuidString)").path
        try FileManager.default.createDirectory(atPath: directory, withIntermediateDirectories: true)
        defer { try? FileManager.default.removeItem(atPath: directory) }
        let path = directory + "/trace.jsonl"
        let trace = try #require(Trace(path: path))
        trace.key("j")
        let mode = try #require(try FileManager.default.attributesOfItem(atPath: path)[.posixPermissions] as? Int)
        #expect(mode & 0o777 == 0o600)

        // A symlink planted at the path is refused; its target is not touched.
        let target = directory + "/victim"
        try Data("mine\n".utf8).write(to: URL(fileURLWithPath: target))
        try FileManager.default.createSymbolicLink(atPath: directory + "/link.jsonl", withDestinationPath: target)
        #expect(Trace(path: directory + "/link.jsonl") == nil)
        #expect(try String(contentsOfFile: target, encoding: .utf8) == "mine\n")
    }

    @Test func credentialsInURLsAreRedacted() throws {
        let path = FileManager.default.temporaryDirectory.appendingPathComponent("trace-\(UUID().uuidString).jsonl").path
        defer { try? FileManager.default.removeItem(atPath: path) }
        let trace = try #require(Trace(path: path))
        trace.request(url: "https://api.example/items?page=2&access_token=s3cret&api_key=k3y&sig=x&per_page=5", status: 200, ms: 1)
        let text = try String(contentsOfFile: path, encoding: .utf8)
        #expect(!text.contains("s3cret") && !text.contains("k3y"))
        let object = try #require(try JSONSerialization.jsonObject(with: Data(text.utf8)) as? [String: Any])
        #expect(object["url"] as? String
            == "https://api.example/items?page=2&access_token=REDACTED&api_key=REDACTED&sig=REDACTED&per_page=5")
    }
}
