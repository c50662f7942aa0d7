import Foundation
import MockAPI

/// Start-up: process start to the first rows drawn, the real binary in tmux against the mock.
enum StartupBench {
    static let runs = 7

    static func run() async {
        let binary = URL(fileURLWithPath: CommandLine.arguments[0]).deletingLastPathComponent()
            .appendingPathComponent("pagetty").path
        guard FileManager.default.isExecutableFile(atPath: binary) else {
            return print("startup: \(binary) is not built (make bench builds it)")
        }
        guard let mock = try? await MockServer.start() else { return print("startup: the mock did not start") }
        var samples: [Double] = []
        for run in 0..<runs {
            if let ms = firstRowsMilliseconds(binary: binary, base: mock.baseURL + "/github", run: run) {
                samples.append(ms)
            }
        }
        await mock.stop()
        guard !samples.isEmpty else { return print("startup: no run drew rows") }
        print("startup: first rows in \(samples.map { String(format: "%.1f", $0) }.joined(separator: ", ")) ms")
        Bench.report("startup.first_rows_ms", Bench.median(samples))
    }

    /// One run: `t` of the first traced frame that shows item rows (the trace counts from exec).
    static func firstRowsMilliseconds(binary: String, base: String, run: Int) -> Double? {
        let trace = FileManager.default.temporaryDirectory.appendingPathComponent("pagetty-startup-\(getpid())-\(run).jsonl").path
        try? FileManager.default.removeItem(atPath: trace)
        let session = "pagetty-bench-\(getpid())-\(run)"
        let command = "env PAGETTY_TRACE=\(trace) \(binary) github --base-url \(base)"
        guard tmux(["new-session", "-d", "-s", session, "-x", "200", "-y", "50", command]) else { return nil }
        defer {
            _ = tmux(["kill-session", "-t", session])
            try? FileManager.default.removeItem(atPath: trace)
        }
        let deadline = Date().addingTimeInterval(10)
        while Date() < deadline {
            if let ms = firstRowsFrame(in: trace) { return ms }
            usleep(2_000)
        }
        return nil
    }

    static func firstRowsFrame(in path: String) -> Double? {
        guard let text = try? String(contentsOfFile: path, encoding: .utf8) else { return nil }
        for line in text.split(separator: "\n") where line.contains("\"ev\":\"frame\"") {
            guard let data = line.data(using: .utf8),
                  let event = try? JSONSerialization.jsonObject(with: data) as? [String: Any],
                  let rows = event["rows"] as? Int, let loading = event["loading_rows"] as? Int,
                  let t = event["t"] as? Double ?? (event["t"] as? Int).map(Double.init)
            else { continue }
            if rows > loading { return t }
        }
        return nil
    }

    /// Runs tmux and waits for it.
    static func tmux(_ arguments: [String]) -> Bool { spawn("/usr/bin/tmux", arguments) == 0 }

    /// Runs `path` with stdout and stderr to /dev/null and waits for it: posix_spawn and waitpid,
    /// because Foundation's `Process` waits on a run loop that an async main never turns.
    /// `environment` is "NAME=value" each; nil: this process's.
    static func spawn(_ path: String, _ arguments: [String], environment: [String]? = nil) -> Int32 {
        var actions: posix_spawn_file_actions_t = posix_spawn_file_actions_t()
        posix_spawn_file_actions_init(&actions)
        defer { posix_spawn_file_actions_destroy(&actions) }
        posix_spawn_file_actions_addopen(&actions, 1, "/dev/null", O_WRONLY, 0)
        posix_spawn_file_actions_addopen(&actions, 2, "/dev/null", O_WRONLY, 0)
        let argv = ([path] + arguments).map { strdup($0) } + [nil]
        defer { argv.forEach { free($0) } }
        let envp = environment.map { $0.map { strdup($0) } + [nil] }
        defer { envp?.forEach { free($0) } }
        var pid: pid_t = 0
        let spawned = envp.map { posix_spawn(&pid, path, &actions, nil, argv, $0) } ?? posix_spawn(&pid, path, &actions, nil, argv, environ)
        guard spawned == 0 else { return -1 }
        var status: Int32 = 0
        waitpid(pid, &status, 0)
        return status
    }
}
