import ArgumentParser

/// `pagetty` as the parent of `url` alone, so that `pagetty url` and `pagetty @NAME` (which
/// `Entry` dispatches by hand) name themselves in full in errors: `See 'pagetty url --help'`.
/// No options of its own, so every option after `url` is `url`'s.
struct URLRoot: AsyncParsableCommand {
    static let configuration = CommandConfiguration(commandName: "pagetty", subcommands: [URLCommand.self])
}
