import ArgumentParser
import Foundation
import MockAPI
import Networking

/// The `pagetty` command: browses one of the built-in sources (all three are open as tabs).
@main
struct Pagetty: AsyncParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "pagetty",
        abstract: "Browse paginated REST APIs (GitHub users, Qiita items, Pokémon) in the terminal.",
        discussion: """
            Keys: j/k or arrows move, PgDn/PgUp/space/b page, g/G top and bottom, Enter details, o open in a browser, / filter, r refresh, R retry, 1/2/3 or Tab switch source, ? help, q quit.

            PAGETTY_GITHUB_URL, PAGETTY_QIITA_URL and PAGETTY_POKEAPI_URL move a source to another root. GITHUB_TOKEN (or GH_TOKEN) and QIITA_TOKEN authenticate; a token is sent only to its source's host, over https (or to a loopback address).
            """,
        version: PagettyVersion.string)

    @Argument(help: "The source to open first: github, qiita or pokemon.")
    var source: SourceName = .github

    @Option(help: "Another root for the chosen source (e.g. a mirror or http://127.0.0.1:8080/github).")
    var baseURL: String?

    @Option(help: "Items per page (1-100).")
    var perPage: Int?

    @Option(help: "Qiita search query.")
    var query: String?

    @Flag(help: "Browse the built-in mock server, offline.")
    var demo = false

    @Flag(help: "Bypass the HTTP disk cache.")
    var noCache = false

    @Flag(name: .customLong("osc52"), help: "Let y copy the URL to the clipboard with OSC 52.")
    var clipboard = false

    func validate() throws {
        if let perPage, !(1...100).contains(perPage) { throw ValidationError("--per-page takes 1 to 100") }
        if let baseURL {
            do { try Endpoint.check(baseURL) } catch { throw ValidationError(error.description) }
        }
    }

    @MainActor
    func run() async throws {
        let mock = demo ? try await MockServer.start() : nil
        let endpoints: [SourceName: Endpoint]
        do {
            endpoints = try Endpoint.resolve(chosen: source, baseURL: baseURL, demoBase: mock?.baseURL,
                                             environment: ProcessInfo.processInfo.environment)
        } catch {
            throw ValidationError(error.description)
        }
        try await Interactive(chosen: source, endpoints: endpoints, perPage: perPage, query: query,
                              clipboard: clipboard).run()
        await mock?.stop()
    }
}
