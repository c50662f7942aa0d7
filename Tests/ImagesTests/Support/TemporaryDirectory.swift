import Foundation

/// A fresh directory under the system temporary directory, removed by `delete()`.
struct TemporaryDirectory {
    let url: URL

    init() {
        url = FileManager.default.temporaryDirectory.appendingPathComponent("pagetty-images-\(UUID().uuidString)")
    }

    func delete() { try? FileManager.default.removeItem(at: url) }
}
