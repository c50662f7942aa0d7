import Foundation
import MockAPI
import Testing
import TestSupport

/// Whatever signal ends pipe mode, the reader gets whole lines: a write under way finishes first.
@Suite(.serialized) struct WholeLinesTests {
    /// SIGINT, SIGTERM or SIGHUP while stdout's pipe is full (the reader not reading yet): once it
    /// reads, the output ends with a newline and every line parses. The default action ended the
    /// process inside the blocked write, at the pipe's 65,536 bytes, mid-row.
    @Test(arguments: [SIGTERM, SIGINT, SIGHUP])
    func signalWhileThePipeIsFullLeavesWholeLines(signal: Int32) async throws {
        let home = TemporaryDirectory(); defer { home.remove() }
        let mock = try await MockServer.start()
        defer { Task { await mock.stop() } }
        // Qiita items carry their bodies: a page of 100 is far more than a pipe holds.
        let run = try FollowedProcess(PagettyProcess(home: home),
                                      ["qiita", "--base-url", mock.baseURL + "/qiita", "--print", "jsonl", "--limit", "400"])
        defer { run.stop() }
        let output = try #require(await run.signalWhenThePipeIsFull(signal), "the pipe never filled, or the process did not end")
        #expect(run.process.terminationReason == .uncaughtSignal && run.process.terminationStatus == signal)
        #expect(output.last == 10, "ends mid-line: …\(String(decoding: output.suffix(40), as: UTF8.self))")
        let lines = String(decoding: output, as: UTF8.self).split(separator: "\n")
        #expect(lines.count > 10)
        for line in lines {
            #expect((try? JSONSerialization.jsonObject(with: Data(line.utf8))) != nil, "not JSON: \(line.prefix(60))")
        }
    }
}
