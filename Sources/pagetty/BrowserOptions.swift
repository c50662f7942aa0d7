import ArgumentParser
import Catalog
import Shell

/// The built-in sources' own options (`pagetty [source]`): where a source lives, its page size,
/// Qiita's query, and where GitHub's and Pokémon's lists start.
struct BrowserOptions: ParsableArguments {
    @Option(help: ArgumentHelp("Another root for the chosen source (e.g. a mirror or http://127.0.0.1:8080/github).", valueName: "url"))
    var baseURL: String?

    // Unconditional, like the numbers below: `--per-page -1` is a bad number, not a missing one.
    @Option(parsing: .unconditional, help: ArgumentHelp("Items per page (GitHub and Qiita 1-100, Pokémon 1-1000).", valueName: "n"))
    var perPage: Int?

    @Option(help: ArgumentHelp("Qiita search query.", valueName: "query"))
    var query: String?

    @Option(parsing: .unconditional, help: ArgumentHelp("GitHub: start after this user id.", valueName: "id"))
    var since: Int64?

    @Option(parsing: .unconditional, help: ArgumentHelp("Pokémon: start at this offset.", valueName: "n"))
    var offset: Int?

    /// Why these options do not apply to `source` (an option for another source), or nil.
    /// Checked once the source is known, from the command line or the config file.
    func problem(for source: BuiltInSource) -> String? {
        if since != nil, source != .github { return "--since applies to github only (it starts GitHub's list after a user id)" }
        if offset != nil, source != .pokemon { return "--offset applies to pokemon only (it starts the list at that offset)" }
        if query != nil, source != .qiita { return "--query applies to qiita only (a Qiita search)" }
        return nil
    }

    func validate() throws {
        // --per-page is checked against the source's range once the source is known.
        if let offset, offset < 0 { throw ValidationError("--offset takes 0 or more") }
        if let since, since < 0 { throw ValidationError("--since takes 0 or more") }
        if let baseURL {
            do { try Endpoint.check(baseURL) } catch { throw ValidationError(BaseURLError(origin: "--base-url", problem: error).description) }
        }
    }
}
