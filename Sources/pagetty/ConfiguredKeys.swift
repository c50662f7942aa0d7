import ArgumentParser
import Browser
import Shell

/// The config's `[keys]` as every mode checks them before it starts: a key a built-in command
/// already has is a settings error (exit 2) before any screen opens; other bad entries are
/// warnings, which the browser shows on its status line and pipe mode writes to stderr.
enum ConfiguredKeys {
    /// The overrides and their warnings; throws bad settings (2) after naming each conflict.
    static func load(_ settings: Settings) throws -> (keys: KeyOverrides, warnings: [String]) {
        let conflicts = KeyOverrides.conflicts(settings.keys)
        if let last = conflicts.last {
            for conflict in conflicts.dropLast() { StandardStreams.err(conflict) }
            throw Failure(.badSettings, last)
        }
        return KeyOverrides.parse(settings.keys)
    }
}
