import Foundation
import Synchronization

/// The generators (immutable) and the mutable state (behind one lock) shared by every connection.
final class MockCore: Sendable {
    let configuration: MockConfiguration
    let github: GitHubAPI
    let qiita: QiitaAPI
    let pokeapi: PokeAPI
    let images: ImageAPI
    let generic = GenericAPI()
    let state: Mutex<MockState>
    /// When the server started, on the injected clock (growth counts from here).
    let startedAt: Date

    init(_ configuration: MockConfiguration) {
        self.configuration = configuration
        github = GitHubAPI(users: GitHubUsers(seed: configuration.seed, maxID: configuration.githubMaxID))
        qiita = QiitaAPI(items: QiitaItems(seed: configuration.seed, baseCount: configuration.qiitaItemCount))
        pokeapi = PokeAPI(seed: configuration.seed)
        images = ImageAPI(seed: configuration.seed)
        state = Mutex(MockState(seed: configuration.seed))
        startedAt = configuration.now()
    }

    /// Items the lists have grown by with time (`growEvery`).
    var grown: Int {
        guard let every = configuration.growEvery, every > .zero else { return 0 }
        let elapsed = configuration.now().timeIntervalSince(startedAt)
        return max(0, Int(elapsed / (Double(every.components.seconds) + Double(every.components.attoseconds) / 1e18)))
    }

    /// Seconds since 1970 by the injected clock.
    var now: Int { Int(configuration.now().timeIntervalSince1970) }
}
