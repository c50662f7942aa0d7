import Shell
import TerminalUI

extension Failure {
    /// The class of the exit table `error` belongs to, and its line: the one map from what a run
    /// throws to how the process ends. A failure of the list itself (HTTP, network, a malformed
    /// page) reaches here as a `PipeError` or an already classified `Failure`; anything not named
    /// is a runtime failure (1).
    init(classifying error: any Error) {
        switch error {
        case let failure as Failure: self = failure
        case let terminal as TerminalError: self.init(.noTerminal, terminal.description)
        case let settings as SettingsError: self.init(settings)
        case let config as ConfigError: self.init(.badSettings, config.description)
        case let pipe as PipeError: self.init(pipe)
        default: self.init(.failure, String(describing: error))
        }
    }
}
