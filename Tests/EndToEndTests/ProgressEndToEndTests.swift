import Foundation
import MockAPI
import Testing
import TestSupport

/// Pipe mode's progress line on a real terminal: stdout to a file, stderr on the tmux pane.
@Suite("End to end: the progress line", .serialized, .enabled(if: Pagetty.supportsDemo, "the pagetty binary is not built"))
struct ProgressEndToEndTests {
    /// A progress line as the pane shows it: "120/600 rows  5 pages  …".
    static func isProgress(_ line: String) -> Bool {
        line.range(of: #"^\d+/600 rows  \d+ pages?"#, options: .regularExpression) != nil
    }

    /// Dumps 600 items, 25 a page one at a time, each page 150 ms late (about four seconds), with
    /// `extra` options; every frame of the pane until the end, the exit status, and the output file.
    static func dump(_ extra: [String]) async throws -> (frames: [[String]], status: Int32, output: String) {
        let home = TemporaryDirectory(); defer { home.remove() }
        let mock = try await MockServer.start()
        defer { Task { await mock.stop() } }
        mock.addFault(FaultRule(pathPrefix: "/generic/offset", kind: .latency(milliseconds: 150, jitter: 0)))
        let arguments = ["url", mock.baseURL + "/generic/offset?count=600", "--items", "data.items", "--title", "name",
                         "--strategy", "offset:offset,limit", "--total", "meta.total", "--per-page", "25",
                         "--parallel", "1", "--print", "jsonl"] + extra
        let out = home.path + "/out.jsonl"
        let command = ([Pagetty.binary] + arguments).map(TmuxSession.quote).joined(separator: " ") + " > " + TmuxSession.quote(out)
        let session = try TmuxSession(command: command, width: 120, height: 10,
                                      environment: ["XDG_STATE_HOME": home.path + "/state", "XDG_CACHE_HOME": home.path + "/cache",
                                                    "XDG_CONFIG_HOME": home.path + "/config"])
        var frames: [[String]] = []
        let statusFile = session.directory.appendingPathComponent("status").path
        let deadline = Date().addingTimeInterval(30)
        while !FileManager.default.fileExists(atPath: statusFile), Date() < deadline {
            frames.append(try session.capture())
            try await Task.sleep(for: .milliseconds(40))
        }
        let (status, _) = try await session.waitForExit()
        frames.append(try session.capture())
        return (frames, status, try String(contentsOfFile: out, encoding: .utf8))
    }

    /// The line shows while the dump runs, on one row redrawn in place (never a second row of it),
    /// with counts that move; it is gone at the end, and none of it is in stdout.
    @Test func theLineUpdatesInPlaceAndIsErasedAtTheEnd() async throws {
        let (frames, status, output) = try await Self.dump([])
        #expect(status == 0)
        #expect(output.split(separator: "\n").count == 600)
        #expect(!output.contains("rows") && !output.contains("\r") && !output.contains("\u{1B}"), "progress in stdout")
        let shown = frames.compactMap { frame -> (row: Int, text: String)? in
            let rows = frame.indices.filter { Self.isProgress(frame[$0]) }
            #expect(rows.count <= 1, "more than one progress line: \(frame)")
            return rows.first.map { ($0, frame[$0].trimmingCharacters(in: .whitespaces)) }
        }
        #expect(Set(shown.map(\.text)).count >= 2, "the line never changed: \(shown.map(\.text))")
        #expect(Set(shown.map(\.row)) == [0], "the line moved: \(shown)")
        let last = try #require(frames.last)
        #expect(last.allSatisfy { $0.trimmingCharacters(in: .whitespaces).isEmpty }, "left on the pane: \(last)")
    }

    /// `--quiet`: no frame ever shows the line, and the dump is the same.
    @Test func quietShowsNone() async throws {
        let (frames, status, output) = try await Self.dump(["--quiet"])
        #expect(status == 0)
        #expect(output.split(separator: "\n").count == 600)
        #expect(frames.count > 20, "the dump ended before the pane was watched")
        #expect(!frames.joined().contains(where: Self.isProgress))
        #expect(frames.allSatisfy { $0.allSatisfy { $0.trimmingCharacters(in: .whitespaces).isEmpty } })
    }
}
