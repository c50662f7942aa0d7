import Browser
import Catalog
import Foundation
import Networking
import Paging
import Shell

/// `pagetty url`'s list while detection resolves it under an open browser (issue 42, point 7):
/// asks, attaches the list when the answer comes, shows a failed probe as the row's error (R asks
/// again) and ends the browser for an option found wrong, keeping that error for after the restore.
///
/// Main actor only; one per browser run.
@MainActor
final class URLBrowser {
    /// The list until the source is known, and after it.
    let pending: PendingListModel
    /// The browser.
    let app: App
    /// What ended the browser from inside (an option found wrong), to say once the terminal is back.
    private(set) var ended: (any Error)?
    /// The probe's failure shown in the row, said on stderr if the user quits before a retry answers.
    private(set) var lastProbe: (any Error)?
    /// Where the list is remembered, once its URL is known.
    private(set) var positions: URLPositions?
    /// The list's source, once resolved (how a picked item prints).
    private(set) var source: GenericSource?
    private var task: Task<Void, Never>?
    private let asking: String
    private let resolve: @MainActor () async -> Result<(GenericResolver.Resolution, GenericSource), any Error>
    private let open: @MainActor (GenericResolver.Resolution, GenericSource) throws -> (model: any ListModel, positions: URLPositions?)

    /// A browser over `pending`, whose list `resolve` finds and `open` makes into a model.
    init(pending: PendingListModel, app: App, asking: String,
         resolve: @escaping @MainActor () async -> Result<(GenericResolver.Resolution, GenericSource), any Error>,
         open: @escaping @MainActor (GenericResolver.Resolution, GenericSource) throws -> (model: any ListModel, positions: URLPositions?)) {
        self.pending = pending
        self.app = app
        self.asking = asking
        self.resolve = resolve
        self.open = open
        pending.onRetry = { [weak self] in self?.start() }
    }

    /// Asks (again): the row loads until the answer.
    func start() {
        pending.wait(asking: asking)
        task = Task { @MainActor [weak self] in
            guard let self else { return }
            let outcome = await resolve()
            guard !Task.isCancelled else { return }
            switch outcome {
            case .success(let (resolution, source)):
                lastProbe = nil
                do {
                    let opened = try open(resolution, source)
                    pending.attach(opened.model)
                    positions = opened.positions
                    self.source = source
                    if let summary = resolution.summary { app.tell(summary) }
                } catch {
                    ended = error
                    app.end()
                }
            case .failure(let error):
                // A probe that failed may answer when asked again; a wrong option will not.
                if case .probe(let http)? = error as? GenericResolveError {
                    lastProbe = error
                    return pending.fail(RowError(.http(http)))
                }
                ended = error
                app.end()
            }
        }
    }

    /// Stops asking (the browser ended).
    func cancel() { task?.cancel() }
}
