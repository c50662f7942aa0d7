import ArgumentParser
import Shell

extension ExitStatus {
    /// The status as the argument parser throws it; the only way the command exits with one.
    var exit: ExitCode { ExitCode(rawValue) }

    /// The status after `signal` (128 + n).
    static func exit(signal: Int32) -> ExitCode { ExitCode(Self.signal(signal)) }
}
