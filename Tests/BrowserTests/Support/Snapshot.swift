import Foundation
import Testing

/// Compares `text` with the golden file `__Snapshots__/<name>.txt`; `UPDATE_SNAPSHOTS=1` rewrites it.
func assertSnapshot(_ text: String, named name: String, sourceLocation: SourceLocation = #_sourceLocation) {
    let directory = URL(fileURLWithPath: #filePath).deletingLastPathComponent().deletingLastPathComponent()
        .appendingPathComponent("__Snapshots__")
    let file = directory.appendingPathComponent("\(name).txt")
    let update = ProcessInfo.processInfo.environment["UPDATE_SNAPSHOTS"] == "1"
    guard !update, let golden = try? String(contentsOf: file, encoding: .utf8) else {
        try? FileManager.default.createDirectory(at: directory, withIntermediateDirectories: true)
        try? text.write(to: file, atomically: true, encoding: .utf8)
        if !update { Issue.record("recorded a new snapshot \(name); run again", sourceLocation: sourceLocation) }
        return
    }
    #expect(text == golden, "screen differs from \(name).txt (UPDATE_SNAPSHOTS=1 rewrites it)",
            sourceLocation: sourceLocation)
}
