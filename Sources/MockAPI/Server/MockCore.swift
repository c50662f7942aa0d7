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

    init(_ configuration: MockConfiguration) {
        self.configuration = configuration
        github = GitHubAPI(users: GitHubUsers(seed: configuration.seed, maxID: configuration.githubMaxID))
        qiita = QiitaAPI(items: QiitaItems(seed: configuration.seed, baseCount: configuration.qiitaItemCount))
        pokeapi = PokeAPI(seed: configuration.seed)
        images = ImageAPI(seed: configuration.seed)
        state = Mutex(MockState(seed: configuration.seed))
    }

    /// Seconds since 1970 by the injected clock.
    var now: Int { Int(configuration.now().timeIntervalSince1970) }
}
