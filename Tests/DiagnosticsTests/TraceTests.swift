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
}
