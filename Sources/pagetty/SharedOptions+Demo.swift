import Catalog
import MockAPI
import Shell

extension SharedOptions {
    /// How long the demo's lists take to grow an item when following (`--demo --follow`).
    static let demoGrowth: Duration = .seconds(5)
    /// The token the demo's mock takes when following: an authenticated budget (Qiita's 1,000 an
    /// hour) lets polls keep up with the growth; the anonymous 60 would space them 77 s apart.
    static let demoToken = "pagetty-demo-follow"

    /// The demo's mock: with `--follow` its lists grow (the Qiita and generic heads, the GitHub
    /// tail), so following has something to find, and it takes the demo's token.
    var demoMock: MockConfiguration {
        var configuration = MockConfiguration()
        if follow {
            configuration.growEvery = Self.demoGrowth
            configuration.tokens = [Self.demoToken]
        }
        return configuration
    }

    /// Gives the demo's sources the demo's token when following (the mock is on loopback).
    func authorizeDemo(_ settings: inout Settings) {
        guard follow else { return }
        for source in [BuiltInSource.github, .qiita] {
            settings.endpoints[source] = Endpoint(base: settings.endpoints[source]?.base, token: Self.demoToken)
        }
    }
}
