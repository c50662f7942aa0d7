import Foundation
import Networking
import TestSupport

/// Transport throughput: one ~100 KB page of 100 users from nginx on loopback, per client.
enum TransportBench {
    static let count = Int(ProcessInfo.processInfo.environment["BENCH_TRANSPORT_COUNT"] ?? "") ?? 6000
    /// Clients take turns, `rounds` times, each round a share of `count`: a burst of load from
    /// elsewhere on the machine then costs every client a round, not one client its whole run.
    static let rounds = Int(ProcessInfo.processInfo.environment["BENCH_TRANSPORT_ROUNDS"] ?? "") ?? 12
    static let warmup = 200

    static func run() async {
        let page = BenchData.githubUsers(ids: Array(stride(from: 1, through: 300, by: 3)))
        // nginx, not a Swift test server: a server slower than the clients would cap them all
        // at its own speed and squeeze every ratio toward 1.
        let server: NginxServer
        do { server = try await NginxServer(tls: false, files: ["/users": page]) } catch {
            return print("transport: could not start nginx (make setup installs nginx-light): \(error)")
        }
        let url = server.baseURL + "/users?since=0&per_page=100"
        print("transport: nginx on loopback, \(page.count / 1024) KiB page, \(count) requests per client and mode in \(rounds) "
              + "interleaved rounds (medians of the rounds)")
        print(pad("client", 16) + pad("mode", 6) + pad("req/s", 9) + pad("p50 ms", 8) + pad("p99 ms", 8) + "peak RSS MiB")
        var rps: [String: Double] = [:]
        var perRound: [String: [Double]] = [:]
        for mode in [(1, "seq"), (4, "x4")] {
            var results: [TransportClient: [Result]] = [:]
            for _ in 0..<rounds {
                // The product's path and C side by side, so that each round's ratio compares like with like.
                for client in [TransportClient.curlFromMainActor, .c] + TransportClient.allCases.filter({ $0 != .curlFromMainActor && $0 != .c }) {
                    if let result = measure(client, url: url, parallel: mode.0) { results[client, default: []].append(result) }
                }
            }
            for client in TransportClient.allCases {
                guard let runs = results[client], runs.count == rounds else {
                    print(pad(client.rawValue, 16) + "failed"); continue
                }
                let result = Result(rps: Bench.median(runs.map(\.rps)), p50: Bench.median(runs.map(\.p50)),
                                    p99: Bench.median(runs.map(\.p99)), rss: runs.map(\.rss).max() ?? 0)
                rps["\(client.rawValue) \(mode.1)"] = result.rps
                perRound["\(client.rawValue) \(mode.1)"] = runs.map(\.rps)
                print(pad(client.rawValue, 16) + pad(mode.1, 6) + pad(String(format: "%.0f", result.rps), 9)
                      + pad(String(format: "%.3f", result.p50 / 1000), 8) + pad(String(format: "%.3f", result.p99 / 1000), 8)
                      + String(format: "%.1f", result.rss))
            }
        }
        server.stop()
        // The headline is the path the product uses: the paginator's load task on the main actor
        // sends through the transport, curl driven by the main thread's loop. The plain path (a
        // caller on the global executor, curl on a thread of its own) and the I/O thread as task
        // executor are reported beside it.
        guard let ours = rps["CurlTransport/app seq"] else { return }
        if let plain = rps["CurlTransport seq"] {
            Bench.report("transport.seq.rps_plain", plain)
            if let c = rps["C libcurl seq"] { Bench.report("transport.seq.plain_vs_c", plain / c) }
        }
        if let exec = rps["CurlTransport/exec seq"] {
            Bench.report("transport.seq.rps_exec", exec)
            if let c = rps["C libcurl seq"] { Bench.report("transport.seq.exec_vs_c", exec / c) }
        }
        Bench.report("transport.seq.rps", ours)
        // Against C, each round's own ratio (the two clients run one after the other, a second
        // apart) and the median of those: on a shared host the load moves between rounds, and a
        // ratio of two medians taken from different rounds moved with it (0.74 to 0.95 in four
        // runs of one build). The ratio of the medians is reported beside it.
        if let c = rps["C libcurl seq"], let app = perRound["CurlTransport/app seq"], let cRounds = perRound["C libcurl seq"] {
            Bench.report("transport.seq.vs_c", Bench.median(zip(app, cRounds).map { $0 / $1 }))
            Bench.report("transport.seq.vs_c_of_medians", ours / c)
        }
        if let u = rps["URLSession seq"] { Bench.report("transport.seq.vs_urlsession", ours / u) }
        if let a = rps["AsyncHTTPClient seq"] { Bench.report("transport.seq.vs_ahc", ours / a) }
        if let x4 = rps["CurlTransport/app x4"] { Bench.report("transport.x4.app_rps", x4) }
        if let x4 = rps["CurlTransport x4"] { Bench.report("transport.x4.rps", x4) }
        if let x4 = rps["CurlTransport/exec x4"] { Bench.report("transport.x4.exec_rps", x4) }
    }

    struct Result: Codable { var rps, p50, p99, rss: Double }

    /// Runs one client in a child process (this binary, `--transport-client`).
    static func measure(_ client: TransportClient, url: String, parallel: Int) -> Result? {
        let process = Process()
        process.executableURL = URL(fileURLWithPath: CommandLine.arguments[0])
        process.arguments = ["--transport-client", client.rawValue, url, String(parallel), String(count / rounds)]
        let output = Pipe()
        process.standardOutput = output
        guard (try? process.run()) != nil else { return nil }
        let data = output.fileHandleForReading.readDataToEndOfFile()
        process.waitUntilExit()
        return try? JSONDecoder().decode(Result.self, from: data)
    }

    /// The child process: the product's path runs on the product's main loop (`MainLoop`, as
    /// `pagetty` runs every command), the other clients on dispatch's main queue.
    static func childMain(_ arguments: [String]) -> Never {
        if arguments.first == TransportClient.curlFromMainActor.rawValue {
            MainLoop.run(caBundle: nil) { await child(arguments); return 0 }
        }
        Task { await child(arguments); exit(0) }
        dispatchMain()
    }

    /// The child's side: warm up, measure, print one JSON result.
    static func child(_ arguments: [String]) async {
        guard arguments.count == 4, let client = TransportClient(rawValue: arguments[0]), let parallel = Int(arguments[2]),
              let count = Int(arguments[3]) else { exit(2) }
        do {
            _ = try await client.run(url: arguments[1], count: warmup, parallel: parallel)
            let start = ContinuousClock.now
            let latencies = try await client.run(url: arguments[1], count: count, parallel: parallel)
            let seconds = Double((ContinuousClock.now - start).components.attoseconds) / 1e18
                + Double((ContinuousClock.now - start).components.seconds)
            let result = Result(rps: Double(latencies.count) / seconds, p50: Bench.median(latencies),
                                p99: Bench.percentile(latencies, 0.99), rss: Bench.peakRSSMiB())
            print(String(decoding: try JSONEncoder().encode(result), as: UTF8.self))
        } catch {
            FileHandle.standardError.write(Data("\(client.rawValue): \(error)\n".utf8))
            exit(1)
        }
    }

    static func pad(_ text: String, _ width: Int) -> String {
        text.count >= width ? text + " " : text + String(repeating: " ", count: width - text.count)
    }
}
