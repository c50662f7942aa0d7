import Browser
import Catalog
import Foundation
import Networking
import Paging
import Shell

extension Session {
    /// The session of `source` shown as `mode`, over the run's one curl (`LiveTransport`); pipe
    /// mode's offline notice goes to stderr.
    static func live(settings: Settings, source: SessionSource, mode: SessionMode) -> Session {
        let environment = ProcessInfo.processInfo.environment
        return Session(settings: settings, source: source, mode: mode,
                       network: LiveTransport.make(environment: environment, maxPageBytes: settings.maxPageBytes),
                       environment: environment, tell: { StandardStreams.err($0) })
    }

    /// A browser's model of `catalog` through this session, followed when its mode follows, in
    /// `direction` (else the mode's, else picked from the list).
    @MainActor
    func model(_ catalog: any CatalogSource, paging: PagingConfiguration, direction: FollowDirection? = nil) -> ListViewModel {
        let model = ListViewModel(source: catalog, transport: recorder, clock: ContinuousClock(), configuration: paging)
        if let policy = mode.followPolicy {
            model.follow(policy, direction: direction ?? mode.followDirection, transport: recorder)
        }
        return model
    }
}
