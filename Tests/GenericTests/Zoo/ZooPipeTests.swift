import Catalog
import Foundation
import TestSupport
import Testing

/// The same APIs through the built binary in pipe mode: the same ids, exit 0. One at a time: each
/// run is a whole process.
@Suite(.serialized) struct ZooPipeTests {
    @Test(arguments: ZooAPI.all.filter { !ZooAPI.inexpressible.contains($0.name) })
    func pipeModePrintsTheSameIDs(api: ZooAPI) async throws {
        let server = try LoopbackServer { api.respond(ZooRequest($0)) }
        defer { server.stop() }
        let run = try await ZooProcess.run(["url", server.baseURL + api.path] + api.arguments + ["--print", "jsonl"])
        #expect(run.status == 0, "\(run.output.prefix(500))")
        // stderr shares the output: notices are lines that are not JSON objects.
        let values = run.output.split(separator: "\n").compactMap { line -> JSONValue? in
            line.hasPrefix("{") ? JSONValue.parse(Array(line.utf8)) : nil
        }
        let ids = values.compactMap { $0["id"]?.text }
        #expect(ids == api.ids)
        // An id a JSON reader would round through a double (beyond 2^53) is printed as a string.
        let unsafe = values.filter { value in
            guard case .number(let text)? = value["id"], let number = Int64(text) else { return false }
            return number.magnitude > 1 << 53
        }
        #expect(unsafe.isEmpty, "\(unsafe.count) ids beyond 2^53 printed as JSON numbers")
        #expect(server.requests.count == api.requests + api.wrongGuesses)
    }

    @Test func graphQLQueryFromAFile() async throws {
        let api = ZooAPI.gitHubGraphQL
        let server = try LoopbackServer { api.respond(ZooRequest($0)) }
        defer { server.stop() }
        let file = FileManager.default.temporaryDirectory.appendingPathComponent("pagetty-zoo-\(getpid()).graphql").path
        try ZooAPI.gitHubSearchQuery.write(toFile: file, atomically: true, encoding: .utf8)
        defer { unlink(file) }
        var options = api.options
        options["graphql"] = "@" + file
        let arguments = options.keys.sorted().flatMap { ["--" + $0.replacingOccurrences(of: "_", with: "-"), options[$0]!] }
        let run = try await ZooProcess.run(["url", server.baseURL + api.path] + arguments + ["--print", "tsv"])
        #expect(run.status == 0, "\(run.output.prefix(500))")
        var lines = run.output.split(separator: "\n")
        #expect(lines.removeFirst() == "pagetty: read the GraphQL query from \(file)")
        #expect(lines.map { String($0.prefix { $0 != "\t" }) } == api.ids)
        let query = server.requests.first.flatMap { JSONValue.parse($0.body) }?["query"]?.text
        #expect(query == ZooAPI.gitHubSearchQuery)
    }

    @Test func graphQLErrorsAreOneLineAndExit1() async throws {
        let api = ZooAPI.gitHubGraphQL
        let server = try LoopbackServer { api.respond(ZooRequest($0)) }
        defer { server.stop() }
        // No --per-page and a query with no default for $first: GitHub answers 200 with `errors`.
        var options = api.options
        options["per_page"] = nil
        let arguments = options.keys.sorted().flatMap { ["--" + $0.replacingOccurrences(of: "_", with: "-"), options[$0]!] }
        let run = try await ZooProcess.run(["url", server.baseURL + api.path] + arguments + ["--print", "jsonl"])
        #expect(run.status == 1)
        #expect(run.output.split(separator: "\n") == [
            "pagetty: unexpected response: GraphQL error: You must provide a `first` or `last` value to properly paginate the `search` connection.",
        ])
    }
}
