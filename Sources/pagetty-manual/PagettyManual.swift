// `pagetty-manual PAGETTY [DATE]`: prints pagetty's man page, built from what the argument parser
// says about each command (`--experimental-dump-help`) and the sections in `ManualSections`.
//
// Why not swift-argument-parser's own `generate-manual` (its GenerateManual plugin, which works
// offline here): `pagetty url` is dispatched before the parser runs (`Entry`), so the root's dump
// does not know it; the tool (1.8) has no way to add sections (keys, environment, files), writes a
// stock EXIT STATUS and blank lines groff -ww warns about; and it is not a product, so a test could
// not build it. This reads the same dump, with the package's own `ArgumentParserToolInfo` types.
import ArgumentParser
import ArgumentParserToolInfo
import Foundation
import Manual

/// The command: itself an ArgumentParser command, so the package's GenerateManual plugin, which
/// runs every such executable with `--experimental-dump-help`, gets an answer from it too.
@main
struct PagettyManual: ParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "pagetty-manual", abstract: "Print pagetty's man page (man(7)) on standard output.")

    /// Commands that `Entry` dispatches itself, so that the root's dump does not list them.
    static let dispatchedBeforeParsing = ["url"]

    @Argument(help: "The pagetty executable to describe.")
    var pagetty: String

    @Argument(help: "The page's date, YYYY-MM-DD (default: SOURCE_DATE_EPOCH's, else today's).")
    var date: String?

    func run() throws {
        let root = try Self.dump(pagetty, [])
        let known = Set((root.subcommands ?? []).map(\.commandName))
        let others = try Self.dispatchedBeforeParsing.filter { !known.contains($0) }.map { try Self.dump(pagetty, [$0]) }
        let version = String(decoding: try Self.output(pagetty, ["--version"]), as: UTF8.self)
            .trimmingCharacters(in: .whitespacesAndNewlines)
        var page = ManualPage(root: root, others: others, version: version, date: date ?? Self.today(),
                              sections: ManualSections.all)
        // A profile from the config file, which `Entry` also dispatches by hand.
        page.forms = [("pagetty", "@NAME [options]")]
        print(page.text, terminator: "")
    }

    /// SOURCE_DATE_EPOCH's day, else today's (UTC): a page built twice from one source is one page.
    static func today() -> String {
        let seconds = ProcessInfo.processInfo.environment["SOURCE_DATE_EPOCH"].flatMap(TimeInterval.init)
        let formatter = DateFormatter()
        formatter.dateFormat = "yyyy-MM-dd"
        formatter.timeZone = TimeZone(identifier: "UTC")
        return formatter.string(from: seconds.map(Date.init(timeIntervalSince1970:)) ?? Date())
    }

    /// What the parser of `executable arguments` says about that command.
    static func dump(_ executable: String, _ arguments: [String]) throws -> CommandInfoV0 {
        let data = try output(executable, arguments + ["--experimental-dump-help"])
        do {
            return try JSONDecoder().decode(ToolInfoV0.self, from: data).command
        } catch {
            throw ValidationError("cannot read the dump of \(([executable] + arguments).joined(separator: " ")): \(error)")
        }
    }

    /// `name` as a path: as given when it names a file or holds a slash, else found on PATH.
    static func path(_ name: String) throws -> String {
        if name.contains("/") {
            guard FileManager.default.isExecutableFile(atPath: name) else {
                throw ValidationError("\(name) is not an executable file; give the path of a built pagetty (e.g. .build/debug/pagetty)")
            }
            return name
        }
        let directories = (ProcessInfo.processInfo.environment["PATH"] ?? "").split(separator: ":").map(String.init)
        guard let found = directories.map({ $0 + "/" + name }).first(where: FileManager.default.isExecutableFile(atPath:)) else {
            throw ValidationError("no \(name) on PATH; give the path of a built pagetty (e.g. .build/debug/pagetty)")
        }
        return found
    }

    /// The standard output of `executable arguments`, which must succeed.
    static func output(_ executable: String, _ arguments: [String]) throws -> Data {
        let process = Process()
        process.executableURL = URL(fileURLWithPath: try path(executable))
        process.arguments = arguments
        let pipe = Pipe()
        process.standardOutput = pipe
        do { try process.run() } catch { throw ValidationError("cannot run \(executable): \(error.localizedDescription)") }
        let data = pipe.fileHandleForReading.readDataToEndOfFile()
        process.waitUntilExit()
        guard process.terminationStatus == 0 else {
            throw ValidationError("\(executable) \(arguments.joined(separator: " ")) exited with \(process.terminationStatus)")
        }
        return data
    }
}
