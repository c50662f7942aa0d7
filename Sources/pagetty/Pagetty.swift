import ArgumentParser
import Networking

/// The `pagetty` command.
@main
struct Pagetty: AsyncParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "pagetty",
        abstract: "Browse paginated REST APIs (GitHub users, Qiita items, Pokémon) in the terminal.",
        version: PagettyVersion.string)

    func run() async throws {
        print("pagetty \(PagettyVersion.string): the browser is not built yet.")
    }
}
