import ArgumentParser
import Catalog
import Shell

extension URLCommand {
    /// The status a wrong option exits with, by `ExitStatus.rule`: a flag is a usage error; a
    /// profile's value, a profile key, or a token variable that is not set is bad settings.
    func status(for error: GenericSpecError) -> ExitStatus {
        switch error {
        case .tokenNotSet, .missingKey, .unknownKey: return .badSettings
        default: break
        }
        // Without a profile every option came from the command line.
        guard url.hasPrefix("@") else { return .usage }
        guard let key = error.key, let flags = try? flagOptions(), flags.values[key] != nil else { return .badSettings }
        return .usage
    }

    /// Says `error` and returns the exit to throw: a usage error with `pagetty url`'s usage, as
    /// the parser says any other (thrown from `run`, the parser would name the root command), or
    /// a line and bad settings.
    func refusal(_ error: GenericSpecError) -> ExitCode {
        let status = status(for: error)
        if status == .usage {
            StandardStreams.err("Error: \(error)")
            StandardStreams.err("Usage: " + URLRoot.usageString(for: URLCommand.self).trimmingCharacters(in: .whitespacesAndNewlines))
            StandardStreams.err("  See 'pagetty url --help' for more information.")
        } else {
            StandardStreams.err("pagetty: \(error)")
        }
        return status.exit
    }
}
