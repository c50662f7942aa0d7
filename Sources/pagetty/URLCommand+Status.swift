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

    /// `error` as the failure to throw: a usage error (said with `pagetty url`'s usage, as the
    /// parser says any other: `Ending.refuse`), or bad settings.
    func refusal(_ error: GenericSpecError) -> Failure {
        Failure(status(for: error), "\(error)")
    }
}
