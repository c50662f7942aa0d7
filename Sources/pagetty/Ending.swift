import ArgumentParser
import Foundation
import Shell

/// The one way every command ends: `pagetty`, `pagetty SOURCE`, `pagetty url` and `pagetty @NAME`,
/// browsing, picking or piping. What the parser refuses it says itself (the usage); what a run
/// throws becomes a `Failure` (`Failure(classifying:)`): one `pagetty: …` line and its status
/// from the exit table, never the parser's `Error:` and usage for a failure of the list or the terminal.
///
/// Main actor: the commands run there (`Entry`).
@MainActor
enum Ending {
    /// Parses `arguments` as `root` and runs the command they name; exits on any failure.
    static func main(_ root: any AsyncParsableCommand.Type, _ arguments: [String]) async {
        var command: any ParsableCommand
        do {
            command = try await root.asyncParseAsRoot(arguments)
        } catch {
            root.exit(withError: error)  // usage, help, version: the parser's own words and status
        }
        do {
            if var runnable = command as? any AsyncParsableCommand {
                try await runnable.run()
            } else {
                try command.run()
            }
        } catch {
            // `--help` parses as the parser's own command, whose run throws the help: its to say.
            guard command is Pagetty || command is URLCommand else { root.exit(withError: error) }
            end(error, command: type(of: command), root: root)
        }
    }

    /// Says `error` as its class does, then exits with its status.
    static func end(_ error: any Error, command: any ParsableCommand.Type, root: any AsyncParsableCommand.Type) -> Never {
        switch error {
        case is ExitCode, is CleanExit:
            root.exit(withError: error)  // a signal, a picker left empty: said already, or nothing to say
        case let usage as ValidationError:
            refuse(usage.message, command: command, root: root)
        default:
            let failure = Failure(classifying: error)
            if failure.status == .usage { refuse(failure.message, command: command, root: root) }
            StandardStreams.err(failure.line)
            root.exit(withError: failure.status.exit)
        }
    }

    /// A usage error thrown from `run`: the parser's message with the usage of the command that
    /// ran. Thrown to the parser from a subcommand, its usage would be the root's (`URLRoot`'s),
    /// so a subcommand's is written here in the parser's form.
    static func refuse(_ message: String, command: any ParsableCommand.Type, root: any AsyncParsableCommand.Type) -> Never {
        guard command != root else { root.exit(withError: ValidationError(message)) }
        let name = "pagetty " + command._commandName
        let usage = root.usageString(for: command).trimmingCharacters(in: .whitespacesAndNewlines)
        StandardStreams.raw("Error: \(message)\nUsage: \(usage)\n  See '\(name) --help' for more information.")
        root.exit(withError: ExitStatus.usage.exit)
    }
}
