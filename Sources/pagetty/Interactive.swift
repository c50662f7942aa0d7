import Networking

/// The terminal browser over the three built-in sources (wired once the terminal UI lands).
struct Interactive {
    var chosen: SourceName
    var endpoints: [SourceName: Endpoint]
    var perPage: Int?
    var query: String?
    var clipboard: Bool

    func run() async throws {
        print("pagetty \(PagettyVersion.string): the terminal browser is not wired yet.")
    }
}
