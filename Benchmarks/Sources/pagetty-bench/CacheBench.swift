import Foundation
import HTTPCache

/// The disk cache's cost per saved page in a cache already holding many entries (a long-used
/// `~/.cache/pagetty`), against the same saves into an empty one, both after the store's first
/// save (which reads the directory once, reported on its own).
enum CacheBench {
    static let planted = 16_000
    static let saves = 50

    static func run() async {
        let body = [UInt8](repeating: 0x41, count: 2_000)
        let full = directory("full")
        let empty = directory("empty")
        defer { for path in [full, empty] { try? FileManager.default.removeItem(atPath: path) } }
        let planter = CacheStore(directory: full, capBytes: Int.max / 2)
        for n in 0..<planted { save(planter, "https://planted.test/\(n)", body) }

        var ratios: [Double] = []
        var firsts: [Double] = []
        for round in 0..<3 {
            let (emptyFirst, emptyRest) = timedSaves(CacheStore(directory: empty), round: round, body)
            let (fullFirst, fullRest) = timedSaves(CacheStore(directory: full), round: round, body)
            ratios.append(fullRest / emptyRest)
            firsts.append((fullFirst - emptyFirst) * 1000)
        }
        print("cache: \(saves) saves after the first, \(planted) entries vs none")
        Bench.report("cache.save.full_vs_empty", Bench.median(ratios))
        Bench.report("cache.first_save_read_ms", Bench.median(firsts))
    }

    /// The first save's time, and the next `saves`' time.
    static func timedSaves(_ store: CacheStore, round: Int, _ body: [UInt8]) -> (Double, Double) {
        let start = Date()
        save(store, "https://bench.test/\(round)/first", body)
        let first = Date().timeIntervalSince(start)
        let rest = Date()
        for page in 0..<saves { save(store, "https://bench.test/\(round)/\(page)", body) }
        return (first, Date().timeIntervalSince(rest))
    }

    static func save(_ store: CacheStore, _ url: String, _ body: [UInt8]) {
        store.save(CacheEntry(url: url, headers: [:], body: body, storedAt: Date()), key: CacheStore.key(url: url, credential: nil))
    }

    static func directory(_ name: String) -> String {
        let path = FileManager.default.temporaryDirectory.appendingPathComponent("pagetty-bench-cache-\(name)-\(getpid())").path
        try? FileManager.default.createDirectory(atPath: path, withIntermediateDirectories: true)
        return path
    }
}
