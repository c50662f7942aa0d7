// `pagetty-manual PAGETTY [DATE]`: prints pagetty's man page, built from what the argument parser
// says about each command (`--experimental-dump-help`) and the sections in `ManualSections`.
//
// Why not swift-argument-parser's own `generate-manual` (its GenerateManual plugin): `pagetty url`
// is dispatched before the parser runs (`Entry`), so the root's dump does not know it; the tool
// (1.8) has no way to add sections (keys, environment, files) and writes a stock EXIT STATUS; and it
// is not a product, so a test could not build it. This reads the same dump, with the package's
// own `ArgumentParserToolInfo` types.
import ArgumentParserToolInfo
import Foundation
import Manual

/// Commands that `Entry` dispatches itself, so that the root's dump does not list them.
let dispatchedBeforeParsing = ["url"]

/// The standard output of `executable arguments`; exits with a message when it fails.
func output(_ executable: String, _ arguments: [String]) -> Data {
    let process = Process()
    process.executableURL = URL(fileURLWithPath: executable)
    process.arguments = arguments
    let pipe = Pipe()
    process.standardOutput = pipe
    do { try process.run() } catch { fail("cannot run \(executable): \(error)") }
    let data = pipe.fileHandleForReading.readDataToEndOfFile()
    process.waitUntilExit()
    guard process.terminationStatus == 0 else {
        fail("\(executable) \(arguments.joined(separator: " ")) exited with \(process.terminationStatus)")
    }
    return data
}

func fail(_ message: String) -> Never {
    FileHandle.standardError.write(Data("pagetty-manual: \(message)\n".utf8))
    exit(1)
}

func dump(_ executable: String, _ arguments: [String]) -> CommandInfoV0 {
    do {
        return try JSONDecoder().decode(ToolInfoV0.self, from: output(executable, arguments + ["--experimental-dump-help"]))
            .command
    } catch {
        fail("cannot read the dump of \(([executable] + arguments).joined(separator: " ")): \(error)")
    }
}

let arguments = CommandLine.arguments.dropFirst()
guard let pagetty = arguments.first else { fail("usage: pagetty-manual PAGETTY [YYYY-MM-DD]") }
let root = dump(pagetty, [])
let known = Set((root.subcommands ?? []).map(\.commandName))
let others = dispatchedBeforeParsing.filter { !known.contains($0) }.map { dump(pagetty, [$0]) }
let version = String(decoding: output(pagetty, ["--version"]), as: UTF8.self)
    .trimmingCharacters(in: .whitespacesAndNewlines)
// SOURCE_DATE_EPOCH, else today: a page built twice from the same source is the same page.
let seconds = ProcessInfo.processInfo.environment["SOURCE_DATE_EPOCH"].flatMap(TimeInterval.init)
let formatter = DateFormatter()
formatter.dateFormat = "yyyy-MM-dd"
formatter.timeZone = TimeZone(identifier: "UTC")
let date = arguments.dropFirst().first
    ?? formatter.string(from: seconds.map(Date.init(timeIntervalSince1970:)) ?? Date())
print(ManualPage(root: root, others: others, version: version, date: date, sections: ManualSections.all).text,
      terminator: "")
