import Foundation
import TestSupport

/// A big page (issue 22): the binary's peak resident set dumping one 12 MiB page of 900-byte
/// items, with the disk cache on as a user has it, less the same run on an empty page, over the
/// page's size. The goal is about 4: the body, its items, their JSON kept for `--print jsonl`.
enum BigPageBench {
    static let pageBytes = 12 * 1024 * 1024
    static let runs = 5

    /// `{"data":[{"id":0,"name":"xx…"},…]}` of about `bytes`, each item about 900 bytes.
    static func page(bytes: Int) -> [UInt8] {
        let name = String(repeating: "x", count: 870)
        let count = bytes / 900
        return Array(("{\"data\":[" + (0..<count).map { "{\"id\":\($0),\"name\":\"\(name)\"}" }.joined(separator: ",") + "]}").utf8)
    }

    static func run() async {
        let binary = URL(fileURLWithPath: CommandLine.arguments[0]).deletingLastPathComponent()
            .appendingPathComponent("pagetty").path
        guard FileManager.default.isExecutableFile(atPath: binary), FileManager.default.isExecutableFile(atPath: "/usr/bin/time") else {
            return print("bigpage: \(binary) is not built, or GNU time is missing (make bench sees to both)")
        }
        let big = page(bytes: pageBytes)
        guard let server = try? await NginxServer(tls: false, files: ["/big": big, "/empty": Array("{\"data\":[]}".utf8)]) else {
            return print("bigpage: nginx did not start")
        }
        defer { server.stop() }
        let home = FileManager.default.temporaryDirectory.appendingPathComponent("pagetty-bigpage-\(getpid())").path
        defer { try? FileManager.default.removeItem(atPath: home) }
        func peakKiB(_ path: String) -> Int? {
            try? FileManager.default.removeItem(atPath: home)
            let environment = ProcessInfo.processInfo.environment
                .merging(["HOME": home, "XDG_CACHE_HOME": home + "/cache", "XDG_CONFIG_HOME": home + "/config",
                          "XDG_STATE_HOME": home + "/state"]) { $1 }
                .map { "\($0.key)=\($0.value)" }
            // GNU time's own child: a child spawned from this process would carry its high-water mark
            // over exec, and report this process's size for a small dump.
            let report = home + ".peak"
            defer { try? FileManager.default.removeItem(atPath: report) }
            let status = StartupBench.spawn("/usr/bin/time", ["-f", "%M", "-o", report, binary, "url", server.baseURL + path,
                                                             "--items", "data", "--title", "name", "--print", "tsv"],
                                            environment: environment)
            let text = try? String(contentsOfFile: report, encoding: .utf8)
            return status == 0 ? text.flatMap { Int($0.trimmingCharacters(in: .whitespacesAndNewlines)) } : nil
        }
        // The median of five: now and then a second allocator arena holds more (about 5 for 3.8).
        let bigs = (0..<runs).compactMap { _ in peakKiB("/big") }, empties = (0..<runs).compactMap { _ in peakKiB("/empty") }
        guard bigs.count == runs, empties.count == runs else { return print("bigpage: a dump failed") }
        let bigKiB = Bench.median(bigs.map(Double.init)), emptyKiB = Bench.median(empties.map(Double.init))
        print("bigpage: a \(big.count / 1024) KiB page peaks at \(bigs.map { $0 / 1024 }) MiB, an empty one at \(empties.map { $0 / 1024 }) MiB")
        Bench.report("bigpage.rss_over_page", (bigKiB - emptyKiB) * 1024 / Double(big.count))
    }
}
