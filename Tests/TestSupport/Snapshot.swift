import Foundation

/// Golden text files in `Tests/<Target>/__Snapshots__/<name>.txt`.
///
/// Stateless; any thread. A missing or different file is a failure with a message saying how to
/// record it: only `UPDATE_SNAPSHOTS=1` writes files, so a typo in a name never passes silently.
public enum Snapshot {
    /// Nil when `text` matches the golden file `name` of the test target holding `filePath`
    /// (or was written because `UPDATE_SNAPSHOTS=1`), else what is wrong, in one line.
    public static func mismatch(_ text: String, named name: String, filePath: String = #filePath) -> String? {
        let file = directory(of: filePath).appendingPathComponent("\(name).txt")
        if ProcessInfo.processInfo.environment["UPDATE_SNAPSHOTS"] == "1" {
            try? FileManager.default.createDirectory(at: file.deletingLastPathComponent(),
                                                     withIntermediateDirectories: true)
            do { try text.write(to: file, atomically: true, encoding: .utf8) } catch { return "cannot write \(file.path)" }
            return nil
        }
        guard let golden = try? String(contentsOf: file, encoding: .utf8) else {
            return "missing snapshot \(name).txt; run with UPDATE_SNAPSHOTS=1 to record it"
        }
        return text == golden ? nil : "screen differs from \(name).txt (UPDATE_SNAPSHOTS=1 rewrites it)"
    }

    /// `__Snapshots__` in the test target's folder: the ancestor of `filePath` just below `Tests`.
    static func directory(of filePath: String) -> URL {
        var folder = URL(fileURLWithPath: filePath).deletingLastPathComponent()
        while folder.deletingLastPathComponent().lastPathComponent != "Tests", folder.path != "/" {
            folder.deleteLastPathComponent()
        }
        return folder.appendingPathComponent("__Snapshots__")
    }
}
