import Foundation
import Testing
import TestSupport

/// Each shell's real completion (bash-completion, zsh's compsys, fish) run on a partial command
/// line against the script the built `pagetty --generate-completion-script` writes, with the
/// binary on PATH for the scripts' callbacks (profiles come from the config file).
@Suite(.serialized) struct CompletionTests {
    /// The three shells.
    enum Shell: String, CaseIterable { case bash, zsh, fish }

    @Test(arguments: Shell.allCases)
    func urlAndItsOptionsAreOffered(shell: Shell) async throws {
        let home = TemporaryDirectory(); defer { home.remove() }
        #expect(try await Self.complete(shell, "pagetty ", home: home).contains("url"))
        let options = try await Self.complete(shell, "pagetty url --st", home: home)
        #expect(options.contains("--strategy"), "\(options)")
        #expect(!options.contains("--since"), "the browser's options are not url's: \(options)")
        #expect(try await Self.complete(shell, "pagetty github --si", home: home).contains("--since"))
    }

    /// After `url`, and on fish 3.6 too (Debian 12's), whose `complete -C` knows no cursor.
    @Test(arguments: Shell.allCases)
    func profilesAreOfferedByName(shell: Shell) async throws {
        let home = TemporaryDirectory(); defer { home.remove() }
        try Self.writeProfiles(["local", "hn"], to: home.path + "/config/pagetty/config.toml")
        let words = try await Self.complete(shell, "pagetty url ", home: home)
        #expect(words.contains("@local") && words.contains("@hn"), "\(words)")
    }

    /// `pagetty @NAME` opens a profile, so the root offers them too: from the config file the
    /// line names with --config, else the default one.
    @Test(arguments: Shell.allCases)
    func profilesAreOfferedAtTheRoot(shell: Shell) async throws {
        let home = TemporaryDirectory(); defer { home.remove() }
        try Self.writeProfiles(["local", "hn"], to: home.path + "/config/pagetty/config.toml")
        try Self.writeProfiles(["elsewhere"], to: home.path + "/other.toml")
        let all = try await Self.complete(shell, "pagetty @", home: home)
        #expect(Set(all) == ["@local", "@hn"], "\(all)")
        let one = try await Self.complete(shell, "pagetty @l", home: home)
        #expect(one == ["@local"], "\(one)")
        let other = try await Self.complete(shell, "pagetty --config \(home.path)/other.toml @", home: home)
        #expect(other == ["@elsewhere"], "\(other)")
        // The subcommands are still offered beside them.
        let root = try await Self.complete(shell, "pagetty ", home: home)
        #expect(root.contains("url") && root.contains("github") && root.contains("@hn"), "\(root)")
    }

    /// `pagetty @NAME` is `pagetty url @NAME`: url's options follow it, not the browser's.
    @Test(arguments: Shell.allCases)
    func aProfileFirstTakesURLsOptions(shell: Shell) async throws {
        let home = TemporaryDirectory(); defer { home.remove() }
        try Self.writeProfiles(["local"], to: home.path + "/config/pagetty/config.toml")
        let options = try await Self.complete(shell, "pagetty @local --st", home: home)
        #expect(options.contains("--strategy"), "\(options)")
        #expect(try await Self.complete(shell, "pagetty @local --si", home: home).isEmpty)
        #expect(try await Self.complete(shell, "pagetty @local --print ", home: home).sorted() == ["jsonl", "tsv"])
    }

    /// A profile name is text from a file (a shared dotfile, a cloned repository's config): bash's
    /// `compgen -W` expands the words it is given, so a name holding `$(…)` must never reach it.
    /// Such names are not offered (they still run when typed); plain ones still are.
    @Test(arguments: Shell.allCases)
    func aProfileNameNeverRunsAsCode(shell: Shell) async throws {
        let home = TemporaryDirectory(); defer { home.remove() }
        let proof = home.path + "/ran"
        let config = home.path + "/config/pagetty/config.toml"
        try Self.writeProfiles(["local"], to: config)
        let hostile = "[profiles.\"x$(touch${IFS}\(proof))`touch${IFS}\(proof)`\"]\nurl = \"http://127.0.0.1:9/x\"\n"
        try Data((try String(contentsOfFile: config, encoding: .utf8) + hostile).utf8).write(to: URL(fileURLWithPath: config))
        let root = try await Self.complete(shell, "pagetty ", home: home)
        let url = try await Self.complete(shell, "pagetty url @", home: home)
        #expect(!FileManager.default.fileExists(atPath: proof), "completing ran a profile name")
        #expect(root.contains("@local") && url.contains("@local"), "\(root) \(url)")
        #expect(!(root + url).contains { $0.contains("touch") }, "\(root) \(url)")
    }

    /// A config file at `path` with a profile of each name.
    static func writeProfiles(_ names: [String], to path: String) throws {
        try FileManager.default.createDirectory(atPath: (path as NSString).deletingLastPathComponent,
                                                withIntermediateDirectories: true)
        let text = names.map { "[profiles.\($0)]\nurl = \"http://127.0.0.1:9/\($0)\"\n" }.joined()
        try Data(text.utf8).write(to: URL(fileURLWithPath: path))
    }

    /// Whatever a shell offers, runs: `help` (offered by bash and fish) prints help and exits 0.
    @Test func helpThatIsOfferedWorks() async throws {
        let home = TemporaryDirectory(); defer { home.remove() }
        let root = try await Subprocess.runOffPool(BuiltProducts.path("pagetty"), ["help"])
        #expect(root.status == 0 && root.output.contains("pagetty url <url>"), "\(root.output)")
        let url = try await Subprocess.runOffPool(BuiltProducts.path("pagetty"), ["help", "url"])
        #expect(url.status == 0 && url.output.contains("--strategy"), "\(url.output)")
        #expect(!url.output.contains("pagetty pagetty"), "\(url.output)")
    }

    /// The words `shell` offers for `line` (the cursor at its end), one per element.
    static func complete(_ shell: Shell, _ line: String, home: TemporaryDirectory) async throws -> [String] {
        let directory = BuiltProducts.directory.path
        let script = home.path + "/script-\(shell.rawValue)"
        let generated = try await Subprocess.runOffPool(BuiltProducts.path("pagetty"), ["--generate-completion-script", shell.rawValue])
        try #require(generated.status == 0, "\(generated.output)")
        let environment = ["HOME=\(home.path)", "XDG_CONFIG_HOME=\(home.path)/config", "PATH=\(directory):/usr/bin:/bin"]
        let run: (status: Int32, output: String)
        switch shell {
        case .bash:
            try generated.output.write(toFile: script, atomically: true, encoding: .utf8)
            let words = line.split(separator: " ", omittingEmptySubsequences: false).map { "'\($0)'" }.joined(separator: " ")
            run = try await Subprocess.runOffPool("/usr/bin/env", environment + ["bash", "-c", """
                source /usr/share/bash-completion/bash_completion; source '\(script)'
                COMP_LINE='\(line)'; COMP_POINT=${#COMP_LINE}; COMP_WORDS=(\(words)); COMP_CWORD=$(( ${#COMP_WORDS[@]} - 1 ))
                _pagetty pagetty "${COMP_WORDS[COMP_CWORD]}" "${COMP_WORDS[COMP_CWORD-1]}"; printf '%s\\n' "${COMPREPLY[@]}"
                """])
        case .fish:
            try generated.output.write(toFile: script, atomically: true, encoding: .utf8)
            run = try await Subprocess.runOffPool("/usr/bin/env", environment + ["fish", "--no-config", "-c", "source '\(script)'; complete -C '\(line)'"])
        case .zsh:
            try FileManager.default.createDirectory(atPath: script, withIntermediateDirectories: true)
            try generated.output.write(toFile: script + "/_pagetty", atomically: true, encoding: .utf8)
            try Self.zshDriver.write(toFile: home.path + "/complete.zsh", atomically: true, encoding: .utf8)
            try? FileManager.default.removeItem(atPath: home.path + "/matches")  // the driver appends
            run = try await Subprocess.runOffPool("/usr/bin/env", environment + ["zsh", "-f", home.path + "/complete.zsh", script, line, home.path + "/matches"])
            try #require(run.status == 0, "\(run.output)")
            let matches = (try? String(contentsOfFile: home.path + "/matches", encoding: .utf8)) ?? ""
            return matches.split(separator: "\n").filter { $0.hasPrefix("<M>") }.map { String($0.dropFirst(3)) }
        }
        try #require(run.status == 0, "\(run.output)")
        // fish: "word<TAB>description"; bash: one word a line.
        return run.output.split(separator: "\n").map { String($0.prefix { $0 != "\t" }) }
    }

    /// Drives an interactive zsh on a pseudo-terminal (zpty): TAB on the line, every match that
    /// compsys adds written to a file, then a marker printed once completion has finished.
    static let zshDriver = #"""
        zmodload zsh/zpty
        zpty z zsh -f -i
        zpty -w z "PROMPT=; RPROMPT=; fpath=(${(q)1} \$fpath); autoload -Uz compinit; compinit -u -D"
        zpty -w z "compadd() { if [[ \${@[1,(i)(-|--)]} == *-(O|A|D)\\ * ]]; then builtin compadd \"\$@\"; return; fi; typeset -a hits; builtin compadd -A hits \"\$@\"; for h in \$hits; do print -r -- \"<M>\$h\" >> ${(q)3}; done }"
        zpty -w z "finish() { compstate[insert]=''; compstate[list]=''; print -n '<DO''NE>' }; comppostfuncs=(finish)"
        zpty -n -w z "$2"$'\t'
        zpty -r z out '*<DONE>*'
        zpty -d z
        """#
}
