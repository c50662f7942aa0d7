import ArgumentParser
import Browser
import Shell
import TerminalUI

/// `--pick`: runs the browser on /dev/tty, then, with the terminal already restored, prints
/// what Enter chose to stdout.
///
/// Main actor (it runs the app). Exit statuses, as fzf: 0 picked, 1 left with Esc or `q`,
/// 128 + n after signal n (130 for Ctrl-C), 3 when there is no terminal to draw on (`Failure(classifying:)`).
@MainActor
enum Picker {
    /// Runs `app` (made with `pick: true`) and prints its result with `output`; throws the exit code.
    static func run(_ app: App, settings: Settings, output: PickOutput, fields: PipeFields,
                    afterward: () -> Void = {}) async throws {
        let signal = try await TerminalApp.run(app, theme: settings.theme, colors: settings.colors,
                                               device: .controllingTerminal)
        afterward()
        if let signal { throw ExitStatus.exit(signal: signal) }
        try printPicked(app, output: output, fields: fields)
    }

    /// Prints what `app` picked with `output`, the terminal already restored; throws the exit code
    /// when nothing was picked (Esc, `q`) or stdout would not take it.
    static func printPicked(_ app: App, output: PickOutput, fields: PipeFields) throws {
        guard let items = app.pickedItems else { throw ExitStatus.failure.exit }
        let (bytes, missing) = output.lines(for: items, fields: fields)
        if let id = missing.first {
            let more = missing.count > 1 ? " (and \(missing.count - 1) more)" : ""
            StandardStreams.err("pagetty: item \(id)\(more) has no such field: printed an empty line")
        }
        guard StandardStreams.out(bytes) else { throw ExitStatus.failure.exit }
    }
}
