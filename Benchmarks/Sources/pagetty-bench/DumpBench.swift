import Foundation
import MockAPI

/// Pipe-mode dumps: the real binary against the mock with 100 ms a request, as wall time over
/// pages × latency (1.0 is one page after another), and the list requests it made.
enum DumpBench {
    static let latency = 0.1

    struct Dump {
        let name: String
        /// The binary's arguments after the mock's address replaced `MOCK`.
        let arguments: [String]
        let listPath: String
    }

    static let dumps = [
        Dump(name: "pokemon", arguments: ["pokemon", "--base-url", "MOCK/pokeapi", "--per-page", "20", "--print", "tsv"],
             listPath: "/pokeapi/api/v2/pokemon"),
        Dump(name: "qiita", arguments: ["qiita", "--base-url", "MOCK/qiita", "--per-page", "100", "--limit", "2000",
                                        "--print", "tsv"], listPath: "/qiita/api/v2/items"),
        Dump(name: "generic_offset", arguments: ["url", "MOCK/generic/offset?count=60", "--items", "data.items",
                                                 "--title", "name", "--total", "meta.total",
                                                 "--strategy", "offset:offset,limit", "--per-page", "5", "--print", "tsv"],
             listPath: "/generic/offset"),
    ]

    static func run() async {
        let binary = URL(fileURLWithPath: CommandLine.arguments[0]).deletingLastPathComponent()
            .appendingPathComponent("pagetty").path
        guard FileManager.default.isExecutableFile(atPath: binary) else {
            return print("dump: \(binary) is not built (make bench builds it)")
        }
        for dump in dumps {
            // A fresh mock each: Qiita's anonymous budget must not carry over.
            var configuration = MockConfiguration()
            configuration.latency = .milliseconds(Int(latency * 1000))
            guard let mock = try? await MockServer.start(configuration) else { return print("dump: the mock did not start") }
            let arguments = dump.arguments.map { $0.replacingOccurrences(of: "MOCK", with: mock.baseURL) } + ["--no-cache"]
            let start = Date()
            let status = StartupBench.spawn(binary, arguments)
            let wall = Date().timeIntervalSince(start)
            let log = mock.requestLog.filter { $0.path == dump.listPath }
            let pages = Set(log.map { $0.query ?? "" }).count
            await mock.stop()
            guard status == 0, pages > 0 else {
                print("dump.\(dump.name): exit \(status), \(pages) pages")
                continue
            }
            print("dump.\(dump.name): \(pages) pages, \(log.count) requests, \(String(format: "%.2f", wall)) s")
            Bench.report("dump.\(dump.name).wall_over_pages_x_latency", wall / (Double(pages) * latency))
            Bench.report("dump.\(dump.name).pages", Double(pages))
            Bench.report("dump.\(dump.name).requests", Double(log.count))
        }
    }
}
