/// Why a run ended before it did what was asked: the row of the exit table it exits with and the
/// one line standard error says. Every command ends through one place (`pagetty`'s `Ending`), so
/// the same failure gives the same status and the same line from `pagetty`, `pagetty SOURCE`,
/// `pagetty url` and `pagetty @NAME`, in the browser as in pipe mode.
///
/// A value; any thread.
public struct Failure: Error, Sendable, Equatable, CustomStringConvertible {
    /// The status the process exits with.
    public let status: ExitStatus
    /// What went wrong, as given (with or without the `pagetty: ` the line begins with).
    public let message: String

    /// A failure of class `status` saying `message`.
    public init(_ status: ExitStatus, _ message: String) {
        self.status = status
        self.message = message
    }

    /// The line standard error says; a usage error says it as the argument parser does, with the
    /// command's usage after it (`Ending`).
    public var line: String { StderrLine.styled(message) }

    public var description: String { line }
}

extension Failure {
    /// A settings error: bad settings (2), but for `--per-page`, which only a flag sets (usage, 64).
    public init(_ error: SettingsError) {
        switch error {
        case .perPage(let problem): self.init(.usage, problem)
        case .config, .endpoint: self.init(.badSettings, error.description)
        }
    }

    /// Pipe mode stopped on a failure of the list: a runtime failure (1).
    public init(_ error: PipeError) { self.init(.failure, error.description) }
}
