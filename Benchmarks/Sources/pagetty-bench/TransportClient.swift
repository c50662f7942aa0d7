import AsyncHTTPClient
import CBaseline
import Foundation
import FoundationNetworking
import Networking
import NIOCore

/// One HTTP client under test, run in a child process of its own so its peak RSS is its own.
enum TransportClient: String, CaseIterable {
    /// The product's path: the paginator, on the main actor, sends through the transport, whose
    /// I/O thread is the main thread (`MainLoop`, started by the child for this client).
    case curlFromMainActor = "CurlTransport/app"
    case curlTransport = "CurlTransport"
    case curlOnExecutor = "CurlTransport/exec"
    case c = "C libcurl"
    case urlSession = "URLSession"
    case asyncHTTPClient = "AsyncHTTPClient"

    /// Fetches `url` `count` times, `parallel` at once; latencies in microseconds.
    func run(url: String, count: Int, parallel: Int) async throws -> [Double] {
        switch self {
        case .curlFromMainActor:
            // An existential, as the paginator holds its transport.
            let transport: any Transport = CurlTransport()
            return try await Self.mainActorWorkers(count: count, parallel: parallel) {
                let response = try await transport.send(HTTPRequest(url: url))
                guard response.status == 200, response.body.count > 50_000 else { throw BenchError.badResponse }
            }
        case .curlTransport:
            let transport = CurlTransport()
            return try await Self.workers(count: count, parallel: parallel) {
                let response = try await transport.send(HTTPRequest(url: url))
                guard response.status == 200, response.body.count > 50_000 else { throw BenchError.badResponse }
            }
        case .curlOnExecutor:
            let transport = CurlTransport()
            return try await withTaskExecutorPreference(transport.executor) {
                try await Self.workers(count: count, parallel: parallel) {
                    let response = try await transport.send(HTTPRequest(url: url))
                    guard response.status == 200, response.body.count > 50_000 else { throw BenchError.badResponse }
                }
            }
        case .c:
            var latencies = [Double](repeating: 0, count: count)
            guard cb_fetch(url, Int32(count), Int32(parallel), &latencies) == 0 else { throw BenchError.badResponse }
            return latencies
        case .urlSession:
            let session = URLSession(configuration: .ephemeral)
            let target = URL(string: url)!
            return try await Self.workers(count: count, parallel: parallel) {
                let (data, response) = try await session.data(from: target)
                guard (response as? HTTPURLResponse)?.statusCode == 200, data.count > 50_000 else { throw BenchError.badResponse }
            }
        case .asyncHTTPClient:
            let client = HTTPClient(eventLoopGroupProvider: .singleton)
            let latencies = try await Self.workers(count: count, parallel: parallel) {
                let response = try await client.execute(HTTPClientRequest(url: url), timeout: TimeAmount.seconds(30))
                let body = try await response.body.collect(upTo: 8 << 20)
                guard response.status.code == 200, body.readableBytes > 50_000 else { throw BenchError.badResponse }
            }
            try await client.shutdown()
            return latencies
        }
    }

    /// `workers`, with each worker on the main actor as the paginator's load task is.
    @MainActor
    private static func mainActorWorkers(count: Int, parallel: Int,
                                         _ fetch: @escaping @MainActor @Sendable () async throws -> Void)
        async throws -> [Double]
    {
        let workers = (0..<parallel).map { _ in
            Task { @MainActor in
                var latencies: [Double] = []
                for _ in 0..<(count / parallel) {
                    let start = now()
                    try await fetch()
                    latencies.append(Double(now() - start) / 1000)
                }
                return latencies
            }
        }
        var all: [Double] = []
        for worker in workers { all += try await worker.value }
        return all
    }

    /// Monotonic nanoseconds, as the C client reads them (clock_gettime): Duration arithmetic cost
    /// hundreds of instructions a request in the timed loop, a cost the C client did not pay.
    private static func now() -> UInt64 { DispatchTime.now().uptimeNanoseconds }

    static func microseconds(_ elapsed: Duration) -> Double {
        Double(elapsed.components.attoseconds) / 1e12 + Double(elapsed.components.seconds) * 1e6
    }

    /// Runs `fetch` `count` times from `parallel` workers, timing each call.
    private static func workers(count: Int, parallel: Int, _ fetch: @escaping @Sendable () async throws -> Void)
        async throws -> [Double]
    {
        try await withThrowingTaskGroup(of: [Double].self) { group in
            for _ in 0..<parallel {
                group.addTask {
                    var latencies: [Double] = []
                    for _ in 0..<(count / parallel) {
                        let start = now()
                        try await fetch()
                        latencies.append(Double(now() - start) / 1000)
                    }
                    return latencies
                }
            }
            return try await group.reduce(into: []) { $0 += $1 }
        }
    }
}

/// A benchmark could not run as intended.
enum BenchError: Error { case badResponse, childFailed(String) }
