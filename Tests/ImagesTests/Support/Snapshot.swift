import Foundation
import Testing

/// Golden text files in `__Snapshots__`; `UPDATE_SNAPSHOTS=1` rewrites them.
enum Snapshot {
    static func assert(_ text: String, named name: String, filePath: String = #filePath,
                       sourceLocation: SourceLocation = #_sourceLocation) throws {
        let file = URL(fileURLWithPath: filePath).deletingLastPathComponent().deletingLastPathComponent()
            .appendingPathComponent("__Snapshots__/\(name).txt")
        if ProcessInfo.processInfo.environment["UPDATE_SNAPSHOTS"] == "1" {
            try text.write(to: file, atomically: true, encoding: .utf8)
            return
        }
        guard let golden = try? String(contentsOf: file, encoding: .utf8) else {
            Issue.record("missing snapshot \(name); run with UPDATE_SNAPSHOTS=1", sourceLocation: sourceLocation)
            return
        }
        #expect(text == golden, "snapshot \(name) differs", sourceLocation: sourceLocation)
    }
}
