import ArgumentParser

/// The `pagetty-mock` command: serves the mock APIs until killed.
@main
struct MockCommand: AsyncParsableCommand {
    static let configuration = CommandConfiguration(commandName: "pagetty-mock", abstract: "Offline mock of the GitHub, Qiita and PokeAPI endpoints.")
    func run() async throws { print("not built yet") }
}
