import Browser
import Catalog
import Foundation
import Shell
import Testing
import TestSupport

/// `make man`'s page: it renders without a warning and tells every option of every command,
/// every key of the help pane, every variable the code reads, the files and the exit statuses.
@Suite(.enabled(if: FileManager.default.isExecutableFile(atPath: "/usr/bin/groff"), "groff (groff-base) is needed"))
struct ManualPageTests {
    /// Built and rendered once for the suite (pagetty four times, groff twice), off the cooperative
    /// pool: built in a static initializer, every test of the suite blocked a pool thread on it,
    /// and on two cores the paginator suites' transfers starved for seconds.
    static let built = Task { try await Subprocess.offPool { try RenderedPage() } }
    let page: RenderedPage

    init() async throws { page = try await Self.built.value }

    @Test func rendersWithoutWarningsWithEverySection() {
        #expect(page.warnings.isEmpty, "\(page.warnings)")
        for heading in ["NAME", "SYNOPSIS", "DESCRIPTION", "OPTIONS", "COMMANDS", "KEYS", "PICK MODE", "ENVIRONMENT",
                        "FILES", "EXIT STATUS"] {
            #expect(page.sections[heading]?.isEmpty == false, "no section \(heading)")
        }
    }

    /// The parser's own account of each command, read here apart from the generator: every name
    /// of every argument it shows is on the page, in that command's part.
    @Test func listsEveryOptionOfEveryCommand() async throws {
        let root = try await Self.dump([])
        var commands: [(name: String, json: [String: Any], lines: [String])] = [("pagetty", root, page.sections["OPTIONS"] ?? [])]
        var nested = (root["subcommands"] as? [[String: Any]] ?? []).filter { $0["commandName"] as? String != "help" }
        if !nested.contains(where: { $0["commandName"] as? String == "url" }) { nested.append(try await Self.dump(["url"])) }
        for command in nested {
            let name = "pagetty " + (command["commandName"] as? String ?? "?")
            let lines = page.subsection(name, of: "COMMANDS")
            #expect(!lines.isEmpty, "no subsection for \(name)")
            commands.append((name, command, lines))
        }
        var checked = 0
        for command in commands {
            let terms = Self.terms(command.lines)
            for argument in command.json["arguments"] as? [[String: Any]] ?? [] where argument["shouldDisplay"] as? Bool != false {
                let names = (argument["names"] as? [[String: Any]] ?? []).map { name in
                    (name["kind"] as? String == "long" ? "--" : "-") + (name["name"] as? String ?? "")
                }
                for name in names.isEmpty ? [argument["valueName"] as? String ?? "?"] : names {
                    #expect(terms.contains { $0.split(whereSeparator: { $0 == " " || $0 == "," }).contains(Substring(name)) },
                            "\(command.name): \(name) is not on the page")
                    checked += 1
                }
            }
        }
        #expect(checked >= 35)  // both commands' arguments were found and checked
    }

    @Test func listsTheHelpPanesKeys() {
        let terms = Self.terms(page.sections["KEYS"] ?? [])
        for binding in HelpText.bindings {
            #expect(terms.contains(binding.keys), "KEYS lacks \(binding.keys)")
        }
        let picking = Self.terms(page.sections["PICK MODE"] ?? [])
        for binding in HelpText.pickBindings {
            #expect(picking.contains(binding.keys), "PICK MODE lacks \(binding.keys)")
        }
    }

    /// Every variable the sources read (`getenv("X")`, `environment["X"]`, the XDG names `Paths`
    /// passes along) and the built-in sources' own; `PAGETTY_TEST_TRAP` is the tests' hook.
    @Test func listsEveryVariableTheCodeReads() throws {
        var names = Set(BuiltInSource.allCases.flatMap { [$0.urlVariable] + $0.tokenVariables })
        let pattern = try Regex(#"(?:getenv\(|environment\[)"([A-Z_][A-Z0-9_]*)"|"(XDG_[A-Z]+_HOME)""#)
        for file in try Self.sourceFiles(skipping: ["MockAPI", "pagetty-mock", "pagetty-manual"]) {
            for match in try String(contentsOfFile: file, encoding: .utf8).matches(of: pattern) {
                if let name = match.output[1].substring ?? match.output[2].substring { names.insert(String(name)) }
            }
        }
        names.remove("PAGETTY_TEST_TRAP")
        #expect(names.contains("PAGETTY_TRACE") && names.contains("XDG_CACHE_HOME"))
        let listed = Set(Self.terms(page.sections["ENVIRONMENT"] ?? []).flatMap {
            $0.split(separator: ",").map { $0.trimmingCharacters(in: .whitespaces) }
        })
        for name in names.sorted() { #expect(listed.contains(name), "ENVIRONMENT lacks \(name)") }
    }

    @Test func listsTheFiles() {
        let terms = Self.terms(page.sections["FILES"] ?? [])
        #expect(terms == ["$XDG_CONFIG_HOME/pagetty/config.toml", "$XDG_CACHE_HOME/pagetty",
                          "$XDG_CACHE_HOME/pagetty/images", "$XDG_STATE_HOME/pagetty/positions.json"])
    }

    /// Each status the command throws (`ExitCode(n)`, a constant's `ExitCode(name)`, `.failure`,
    /// `128 + signal`) is explained, and so are pick mode's and the parser's usage error.
    @Test func explainsEveryExitStatus() throws {
        var statuses: Set<String> = ["0", "1", "64", "128+n", "130"]
        let texts = try Self.sourceFiles(in: "pagetty").map { try String(contentsOfFile: $0, encoding: .utf8) }
        let all = texts.joined(separator: "\n")
        let call = try Regex(#"ExitCode\(([^()]*)\)"#)
        for match in all.matches(of: call) {
            let argument = String(match.output[1].substring ?? "")
            // `128 + signal` is the entry 128+n; otherwise every number the argument names, written
            // out or as a constant (`let noTerminal: Int32 = 3`), needs its entry.
            if argument.contains("signal") { statuses.insert("128+n"); continue }
            for number in argument.matches(of: #/\b\d+\b/#) { statuses.insert(String(number.output)) }
            for name in argument.matches(of: #/\b[a-z][A-Za-z0-9]*\b/#) {
                let constant = try Regex(#"let \#(name.output)(?:: *\w+)? *= *(\d+)"#)
                for value in all.matches(of: constant) { statuses.insert(String(value.output[1].substring ?? "")) }
            }
        }
        if all.contains("ExitCode.failure") { statuses.insert("1") }
        let section = (page.sections["EXIT STATUS"] ?? []).joined(separator: "\n")
        let terms = Set(Self.terms(page.sections["EXIT STATUS"] ?? []))
        for status in statuses.sorted() {
            #expect(terms.contains(status) || section.contains(" \(status) "), "EXIT STATUS lacks \(status)")
        }
        #expect(section.contains("pick mode"))
    }

    static func terms(_ lines: [String]) -> [String] { RenderedPage.terms(lines) }

    /// `pagetty ARGUMENTS --experimental-dump-help`'s command, as JSON.
    static func dump(_ arguments: [String]) async throws -> [String: Any] {
        let run = try await Subprocess.runOffPool(BuiltProducts.path("pagetty"), arguments + ["--experimental-dump-help"])
        let json = try JSONSerialization.jsonObject(with: Data(run.output.utf8)) as? [String: Any]
        return try #require(json?["command"] as? [String: Any])
    }

    /// The Swift files of `Sources/<folder>`, or of every folder but `skipping`.
    static func sourceFiles(in folder: String? = nil, skipping: Set<String> = []) throws -> [String] {
        let sources = URL(fileURLWithPath: #filePath).deletingLastPathComponent().deletingLastPathComponent()
            .deletingLastPathComponent().appendingPathComponent("Sources")
        let folders = try folder.map { [$0] }
            ?? FileManager.default.contentsOfDirectory(atPath: sources.path).filter { !skipping.contains($0) }
        return folders.flatMap { folder -> [String] in
            let root = sources.appendingPathComponent(folder)
            let files = FileManager.default.enumerator(atPath: root.path)?.compactMap { $0 as? String } ?? []
            return files.filter { $0.hasSuffix(".swift") }.map { root.appendingPathComponent($0).path }
        }
    }
}
