import Foundation
import TestSupport

/// Runs the built `pagetty` binary as a subprocess, with its own HOME and XDG directories.
struct PagettyProcess {
    /// What one run left behind.
    struct Result {
        var status: Int32
        var stdout: [UInt8]
        var stderr: String

        var lines: [String] { String(decoding: stdout, as: UTF8.self).split(separator: "\n").map(String.init) }

        /// Each stdout line parsed as a JSON object.
        var objects: [[String: Any]] {
            lines.compactMap { try? JSONSerialization.jsonObject(with: Data($0.utf8)) as? [String: Any] }
        }
    }

    /// The `pagetty` built with these tests (the same scratch path: `.build`, `.build-tsan`, …).
    static let binary = BuiltProducts.path("pagetty")

    /// The home under which the run keeps config, cache and state.
    let home: TemporaryDirectory

    /// A clean environment under `home` (TemporaryDirectory.pagettyEnvironment).
    var environment: [String: String] { home.pagettyEnvironment() }

    /// Runs `arguments` with stdout and stderr going to files (not a terminal), extra `variables`
    /// set, through `launcher` when given (`setsid -w`: no controlling terminal; with `direct`, the
    /// launcher is the whole command line and names the binary itself).
    func run(_ arguments: [String], _ variables: [String: String] = [:], launcher: [String] = [],
             direct: Bool = false) async throws -> Result {
        let out = home.path + "/stdout-\(UUID().uuidString)"
        let err = home.path + "/stderr-\(UUID().uuidString)"
        _ = FileManager.default.createFile(atPath: out, contents: nil)
        _ = FileManager.default.createFile(atPath: err, contents: nil)
        defer {
            try? FileManager.default.removeItem(atPath: out)
            try? FileManager.default.removeItem(atPath: err)
        }
        let process = Process()
        process.executableURL = URL(fileURLWithPath: launcher.first ?? Self.binary)
        process.arguments = launcher.isEmpty ? arguments : Array(launcher.dropFirst()) + (direct ? [] : [Self.binary]) + arguments
        process.environment = environment.merging(variables) { $1 }
        process.standardOutput = FileHandle(forWritingAtPath: out)
        process.standardError = FileHandle(forWritingAtPath: err)
        process.standardInput = FileHandle.nullDevice
        try await withCheckedThrowingContinuation { (continuation: CheckedContinuation<Void, any Error>) in
            process.terminationHandler = { _ in continuation.resume() }
            do { try process.run() } catch { continuation.resume(throwing: error) }
        }
        return Result(status: process.terminationStatus,
                      stdout: [UInt8](FileManager.default.contents(atPath: out) ?? Data()),
                      stderr: String(decoding: FileManager.default.contents(atPath: err) ?? Data(), as: UTF8.self))
    }
}
