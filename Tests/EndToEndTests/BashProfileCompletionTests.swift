import Foundation
import Testing
import TestSupport

/// Bash completes `@profile` in a real interactive bash with the script alone (sourced from
/// `.bashrc`, no bash-completion): there `hostcomplete` is on, `@` (in `COMP_WORDBREAKS`) splits
/// `@lo` into the words `@` and `lo`, and file-name quoting wrote `\@local` (issue 42, point 9).
/// bash-completion turns `hostcomplete` off, and the completion tests in ShellTests hand `COMP_WORDS`
/// over split at spaces only, so neither could see it.
@Suite("End to end: bash completes @profile", .serialized, .enabled(if: Pagetty.supportsDemo, "the pagetty binary is not built"))
struct BashProfileCompletionTests {
    /// An interactive bash with pagetty's script loaded (and nothing else), profiles `local` and `hn`.
    static func bash(_ home: TemporaryDirectory) async throws -> TmuxSession {
        let config = home.path + "/config/pagetty"
        try FileManager.default.createDirectory(atPath: config, withIntermediateDirectories: true)
        try "[profiles.local]\nurl = \"http://127.0.0.1:9/local\"\n[profiles.hn]\nurl = \"http://127.0.0.1:9/hn\"\n"
            .write(toFile: config + "/config.toml", atomically: true, encoding: .utf8)
        let script = try Subprocess.run(Pagetty.binary, ["--generate-completion-script", "bash"])
        try script.output.write(toFile: home.path + "/pagetty.bash", atomically: true, encoding: .utf8)
        let directory = (Pagetty.binary as NSString).deletingLastPathComponent
        let session = try TmuxSession(command: "bash --noprofile --norc -i", width: 120, height: 10,
                                      environment: ["HOME": home.path, "XDG_CONFIG_HOME": home.path + "/config",
                                                    "PATH": directory + ":/usr/bin:/bin", "PS1": "$ "])
        try session.type("source \(home.path)/pagetty.bash; echo ready")
        try session.send("Enter")
        _ = try await session.waitUntil("bash with the completion loaded", timeout: .seconds(10)) { $0.contains("ready") }
        try session.send("C-l")
        return session
    }

    /// The line bash shows after `typed` and a Tab (or two, which list the choices).
    static func completed(_ session: TmuxSession, _ typed: String, tabs: Int = 1) async throws -> [String] {
        try session.type(typed)
        for _ in 0..<tabs { try session.send("Tab") }
        try await Task.sleep(for: .seconds(1))
        let lines = try session.capture().filter { !$0.trimmingCharacters(in: .whitespaces).isEmpty }
        try session.send("C-u")
        try session.send("C-l")
        return lines
    }

    @Test func aProfileIsCompletedAfterItsAt() async throws {
        let home = TemporaryDirectory(); defer { home.remove() }
        let session = try await Self.bash(home)
        let one = try await Self.completed(session, "pagetty @lo")
        #expect(one.contains { $0.hasPrefix("$ pagetty @local") }, "\(one)")
        let later = try await Self.completed(session, "pagetty --fresh @l")
        #expect(later.contains { $0.hasPrefix("$ pagetty --fresh @local") }, "\(later)")
        let afterURL = try await Self.completed(session, "pagetty url @h")
        #expect(afterURL.contains { $0.hasPrefix("$ pagetty url @hn") }, "\(afterURL)")
        let both = try await Self.completed(session, "pagetty @", tabs: 2)
        #expect(both.contains { $0.contains("@local") || $0.contains("local") } && both.contains { $0.contains("hn") }, "\(both)")
        let options = try await Self.completed(session, "pagetty @local --strat")
        #expect(options.contains { $0.hasPrefix("$ pagetty @local --strategy") }, "\(options)")
    }
}
