import Foundation
import MockAPI
import Testing
import TestSupport

/// One README example run by `bash -o pipefail -c` in its own home, with the built `pagetty` first
/// on PATH and every built-in source's root on the mock; the checks of its status and output.
struct ExampleRun {
    let home: TemporaryDirectory
    let mock: MockServer
    /// The command line, after the prelude and the test's URL rewrites.
    let script: String

    var environment: [String: String] {
        ["HOME": home.path, "PATH": BuiltProducts.directory.path + ":/usr/bin:/bin", "LANG": "C.UTF-8",
         "XDG_CONFIG_HOME": home.path + "/config", "XDG_CACHE_HOME": home.path + "/cache", "XDG_STATE_HOME": home.path + "/state",
         "PAGETTY_GITHUB_URL": mock.baseURL + "/github", "PAGETTY_QIITA_URL": mock.baseURL + "/qiita",
         "PAGETTY_POKEAPI_URL": mock.baseURL + "/pokeapi"]
    }

    /// stdout to a file: status 0, and the output's shape (rows, columns, JSON).
    func piped(_ example: ReadmeExample) async throws {
        let process = try start()
        let ended = await Self.wait(process, seconds: 60)
        #expect(ended, "still running after 60 s")
        let stderr = text(of: "err")
        #expect(process.terminationStatus == 0, "status \(process.terminationStatus): \(stderr)")
        let command = example.command
        let redirected = command.firstMatch(of: #/ >>? (\S+)$/#).map { home.path + "/" + $0.output.1 }
        let output = (try? String(contentsOfFile: redirected ?? home.path + "/out", encoding: .utf8)) ?? ""
        let lines = output.split(separator: "\n", omittingEmptySubsequences: false).map(String.init).dropLast(output.hasSuffix("\n") ? 1 : 0)
        if command.contains("--generate-completion-script") {
            #expect(lines.first == "#compdef pagetty", "\(lines.prefix(2))")
            return
        }
        if !example.shownOutput.isEmpty {
            // The README's output, its port the mock's, down to its `...`.
            let shown = example.shownOutput.filter { $0 != "..." }
            let actual = lines.filter { !$0.isEmpty }.map { $0.replacing(#/127\.0\.0\.1:\d+/#, with: "127.0.0.1:PORT") }
            #expect(Array(actual.prefix(shown.count)) == shown)
            return
        }
        let last = command.components(separatedBy: " | ").last ?? command
        let count: Int
        if last.hasPrefix("jq") && !last.contains(" -r") {
            // Pretty-printed or not, jq's output is a sequence of JSON values: count them.
            let file = home.path + "/counted"
            try output.write(toFile: file, atomically: true, encoding: .utf8)
            let counted = try Subprocess.run("/usr/bin/jq", ["-s", "length", file])
            #expect(counted.status == 0, "jq's output is not JSON: \(output.prefix(200))")
            count = Int(counted.output.trimmingCharacters(in: .whitespacesAndNewlines)) ?? -1
        } else {
            count = lines.count
            #expect(lines.allSatisfy { !$0.isEmpty }, "an empty line in \(output.prefix(300))")
        }
        if !last.contains("pagetty") {
            // A shell stage after pagetty shaped it; pagetty's own lines are checked below.
        } else if example.option("--print") == "tsv" {
            #expect(lines.allSatisfy { $0.split(separator: "\t", omittingEmptySubsequences: false).count >= 3 }, "\(lines.prefix(3))")
        } else {
            let objects = lines.compactMap { try? JSONSerialization.jsonObject(with: Data($0.utf8)) as? [String: Any] }
            #expect(objects.count == lines.count && objects.allSatisfy { $0["id"] != nil && $0["raw"] != nil }, "\(lines.prefix(3))")
        }
        if let limit = example.option("--limit").flatMap(Int.init) {
            #expect(count == limit, "\(count) rows for --limit \(limit)")
        } else {
            #expect(count >= 1, "no rows")
        }
    }

    /// In tmux: the browser or picker shows rows; q quits, Enter picks the first; status 0.
    func inTerminal(picking: Bool, _ example: ReadmeExample) async throws {
        let redirect = picking ? " > \(TmuxSession.quote(home.path + "/out"))" : ""
        let session = try TmuxSession(
            command: "cd \(TmuxSession.quote(home.path)) && bash -o pipefail -c \(TmuxSession.quote(script))\(redirect) 2> \(TmuxSession.quote(home.path + "/err"))",
            environment: environment)
        let status = session.directory.appendingPathComponent("status").path
        try await session.waitUntil("rows on screen") {
            let screen = BrowserScreen($0)
            // A command that ends by itself (a refused option) is not waited for.
            return FileManager.default.fileExists(atPath: status)
                || screen.status.contains("? help") && !screen.isLoading && screen.itemRows.count >= 3
        }
        #expect(!FileManager.default.fileExists(atPath: status), "ended before a key: \(text(of: "err"))")
        try session.send(picking ? "Enter" : "q")
        let exit = try await session.waitForExit(timeout: .seconds(20))
        #expect(exit.status == 0, "status \(exit.status): \(text(of: "err"))")
        #expect(exit.sttyRestored)
        if picking {
            let output = text(of: "out")
            #expect(output.split(separator: "\n").count == 1 && !output.hasPrefix("\n"), "picked: \(output.prefix(200))")
        }
    }

    /// `--follow`: it keeps running (after any first rows), and SIGTERM ends it with 128 + 15.
    func following(_ example: ReadmeExample) async throws {
        let process = try start()
        let pagetty = try await Self.pagettyProcess(under: process.processIdentifier)
        try await Task.sleep(for: .seconds(2))  // time for the list and a first poll: following must not have ended
        #expect(process.isRunning, "ended before the signal: \(text(of: "err"))")
        kill(pagetty, SIGTERM)
        #expect(await Self.wait(process, seconds: 20))
        // A lone command is exec'd by bash (the signal is its own), a pipeline reports 128 + 15.
        let signalled = process.terminationReason == .uncaughtSignal && process.terminationStatus == SIGTERM
        #expect(signalled || process.terminationStatus == 143, "status \(process.terminationStatus): \(text(of: "err"))")
    }

    private func start() throws -> Process {
        let process = Process()
        process.executableURL = URL(fileURLWithPath: "/bin/bash")
        process.arguments = ["-o", "pipefail", "-c", script]
        process.environment = environment
        process.currentDirectoryURL = URL(fileURLWithPath: home.path)
        for name in ["out", "err"] { _ = FileManager.default.createFile(atPath: home.path + "/" + name, contents: nil) }
        process.standardOutput = FileHandle(forWritingAtPath: home.path + "/out")
        process.standardError = FileHandle(forWritingAtPath: home.path + "/err")
        process.standardInput = FileHandle.nullDevice
        try process.run()
        return process
    }

    private func text(of name: String) -> String {
        (try? String(contentsOfFile: home.path + "/" + name, encoding: .utf8)) ?? ""
    }

    static func wait(_ process: Process, seconds: Double) async -> Bool {
        let deadline = Date().addingTimeInterval(seconds)
        while process.isRunning, Date() < deadline { try? await Task.sleep(for: .milliseconds(20)) }
        if process.isRunning { process.terminate(); return false }
        return true
    }

    /// The `pagetty` process at or under `root` (bash runs a pipeline's commands as its children).
    static func pagettyProcess(under root: pid_t) async throws -> pid_t {
        let deadline = Date().addingTimeInterval(15)
        while Date() < deadline {
            var queue = [root]
            while let pid = queue.popLast() {
                let name = (try? String(contentsOfFile: "/proc/\(pid)/comm", encoding: .utf8))?.trimmingCharacters(in: .whitespacesAndNewlines)
                if name == "pagetty" { return pid }
                let children = (try? String(contentsOfFile: "/proc/\(pid)/task/\(pid)/children", encoding: .utf8)) ?? ""
                queue += children.split(separator: " ").compactMap { pid_t($0) }
            }
            try await Task.sleep(for: .milliseconds(20))
        }
        throw TmuxSession.Failure(description: "no pagetty process under \(root)")
    }
}
