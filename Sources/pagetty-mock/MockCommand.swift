import ArgumentParser
import Foundation
import MockAPI

/// The `pagetty-mock` command: serves the mock APIs until killed.
@main
struct MockCommand: AsyncParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "pagetty-mock",
        abstract: "Offline mock of the GitHub, Qiita and PokeAPI endpoints.",
        discussion: "Prints its base URL (http://127.0.0.1:PORT) as the first line, then serves BASE/github, BASE/qiita, BASE/pokeapi and BASE/images until killed. Faults: POST/DELETE BASE/_mock/faults; request log: GET BASE/_mock/requests.")

    @Option(help: "TCP port on 127.0.0.1 (0 picks a free one).")
    var port: Int = 0

    @Option(help: "Delay every response by this many milliseconds.")
    var latency: Int = 0

    @Option(help: "Add up to this many milliseconds of seeded random delay.")
    var jitter: Int = 0

    @Option(help: "Seed for all generated data and seeded randomness.")
    var seed: UInt64 = 1

    @Option(name: .customLong("token"), help: "An accepted API token (repeatable).")
    var tokens: [String] = []

    @Option(name: .customLong("grow-every"), help: "Grow the lists by an item every this many seconds (Qiita and generic at the head, GitHub users at the tail), to try --follow.")
    var growEvery: Int?

    @Option(name: .customLong("fault"), help: "A fault rule as JSON, same form as POST /_mock/faults (repeatable).")
    var faults: [String] = []

    func run() async throws {
        var configuration = MockConfiguration()
        configuration.port = port
        configuration.seed = seed
        configuration.latency = .milliseconds(latency)
        configuration.jitter = .milliseconds(jitter)
        configuration.tokens = Set(tokens)
        configuration.growEvery = growEvery.map { .seconds(max($0, 1)) }
        let rules = try faults.map { json in
            do { return try JSONDecoder().decode(FaultRule.self, from: Data(json.utf8)) } catch {
                throw ValidationError("bad --fault \(json): \(error)")
            }
        }
        let server = try await MockServer.start(configuration)
        server.setFaults(rules)
        // Written straight to the file descriptor: a parent reading a pipe sees it at once, no buffering.
        FileHandle.standardOutput.write(Data((server.baseURL + "\n").utf8))
        // Serve until killed: SIGTERM/SIGINT end the process with their default action.
        while true { try await Task.sleep(for: .seconds(3600)) }
    }
}
