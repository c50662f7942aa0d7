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

    /// EXIT STATUS is `ExitStatus`'s table, row for row, with the rule that classes a wrong value.
    @Test func explainsEveryExitStatusFromTheTable() throws {
        let lines = page.sections["EXIT STATUS"] ?? []
        let terms = Self.terms(lines)
        #expect(terms == Shell.ExitStatus.table.map(\.status))
        let text = lines.map { $0.trimmingCharacters(in: .whitespaces) }.joined(separator: " ")
        for row in Shell.ExitStatus.table { #expect(text.contains(row.meaning), "EXIT STATUS lacks \(row.status)'s meaning") }
        #expect(text.contains(Shell.ExitStatus.rule))
    }

    /// The README's table says what the code's does, in the same words (backticks aside).
    @Test func theReadmeTableIsTheCodes() throws {
        let readme = try String(contentsOf: Self.root.appendingPathComponent("README.md"), encoding: .utf8)
        let section = readme.components(separatedBy: "### Exit statuses").dropFirst().first ?? ""
        let rows = section.split(separator: "\n").drop { !$0.hasPrefix("| status |") }.dropFirst(2)
            .prefix { $0.hasPrefix("|") }
            .map { $0.replacingOccurrences(of: "`", with: "").split(separator: "|").map { $0.trimmingCharacters(in: .whitespaces) } }
        #expect(rows.map { $0.first ?? "" } == Shell.ExitStatus.table.map(\.status))
        for (row, expected) in zip(rows, Shell.ExitStatus.table) { #expect(row.dropFirst().first == expected.meaning, "README row \(expected.status)") }
        #expect(section.replacingOccurrences(of: "\n", with: " ").contains(Shell.ExitStatus.rule))
    }

    /// The command exits only through the table: no status written as a number in Sources/pagetty.
    @Test func theCommandExitsOnlyThroughTheTable() throws {
        for file in try Self.sourceFiles(in: "pagetty") where !file.hasSuffix("ExitStatus+ExitCode.swift") {
            let text = try String(contentsOfFile: file, encoding: .utf8)
            #expect(!text.contains("ExitCode(") && !text.contains("ExitCode."), "\(file) exits outside ExitStatus")
        }
    }

    static func terms(_ lines: [String]) -> [String] { RenderedPage.terms(lines) }

    /// `pagetty ARGUMENTS --experimental-dump-help`'s command, as JSON.
    static func dump(_ arguments: [String]) async throws -> [String: Any] {
        let run = try await Subprocess.runOffPool(BuiltProducts.path("pagetty"), arguments + ["--experimental-dump-help"])
        let json = try JSONSerialization.jsonObject(with: Data(run.output.utf8)) as? [String: Any]
        return try #require(json?["command"] as? [String: Any])
    }

    /// The Swift files of `Sources/<folder>`, or of every folder but `skipping`.
    /// The package's root folder.
    static let root = URL(fileURLWithPath: #filePath).deletingLastPathComponent().deletingLastPathComponent()
        .deletingLastPathComponent()

    static func sourceFiles(in folder: String? = nil, skipping: Set<String> = []) throws -> [String] {
        let sources = root.appendingPathComponent("Sources")
        let folders = try folder.map { [$0] }
            ?? FileManager.default.contentsOfDirectory(atPath: sources.path).filter { !skipping.contains($0) }
        return folders.flatMap { folder -> [String] in
            let root = sources.appendingPathComponent(folder)
            let files = FileManager.default.enumerator(atPath: root.path)?.compactMap { $0 as? String } ?? []
            return files.filter { $0.hasSuffix(".swift") }.map { root.appendingPathComponent($0).path }
        }
    }
}
