import Browser
import Catalog
import ArgumentParser
import Foundation
import Images
import Networking
import Paging
import Shell
import Storage
import TerminalUI

/// The terminal browser over the three built-in sources, one tab each; as a picker, over the
/// chosen source alone (its items print as pipe mode's do, which differ by source).
struct Interactive {
    /// The chosen source's session: its mode says whether it is browsed, picked or followed;
    /// the other tabs share its network and cache.
    var session: Session
    /// Whether positions are remembered (not for the demo, whose port changes every run).
    var remember: Bool
    /// `--since`: GitHub's list starts after this user id (before any remembered position).
    var since: Int64? = nil
    /// `--offset`: Pokémon's list opens at this row.
    var offset: Int? = nil

    var settings: Settings { session.settings }

    @MainActor
    func run() async throws {
        let pick = session.mode.pickOutput
        let chosen = SourceName(settings.source)
        let store = settings.positionsFile.map { PositionStore(path: $0) }
        var tabs: [Tab] = []
        var sessions: [Session] = []
        var saved: [SavedPosition?] = []
        var given: [GenericOptions] = []
        let gates = RateGates(clock: ContinuousClock())
        let sources = pick == nil ? SourceName.allCases : [chosen]
        for source in sources {
            // Only the chosen source's tab is followed: each followed list spends its budget.
            let tab = source == chosen ? session : session.sharing(.builtIn(source.builtIn), mode: .browse)
            let endpoint = settings.endpoints[source.builtIn] ?? Endpoint(base: nil, token: nil)
            let position = remember && !settings.fresh ? store?.load(source: source.rawValue, base: key(source)) : nil
            // GitHub has no total to jump in: it resumes from the user before the remembered one.
            let since = source == .github ? self.since ?? position?.resume.flatMap { Int64($0) } ?? 0 : 0
            let catalog = try source.builtIn.make(base: endpoint.base,
                                                  query: source == .qiita ? settings.query : nil,
                                                  perPage: settings.perPage(for: source.builtIn),
                                                  captureRaw: pick != nil, since: since)
            // The tab and its children on its origin spend one rate budget.
            var paging = settings.paging
            paging.rateGate = gates.gate(for: catalog.request(for: catalog.strategy.first).url)
            tabs.append(Tab(name: source.tabName, model: tab.model(catalog, paging: paging)))
            sessions.append(tab)
            given.append(ChildOptions.given(by: catalog, credentials: tab.credentials))
            let start = source == .pokemon ? offset.map { SavedPosition(index: $0, id: "", resume: nil) } : nil
            saved.append(source == .github ? githubSelection(position) : start ?? position)
        }
        // Pictures skip the HTTP cache: the image cache keeps them already decoded-ready on disk.
        let disk = settings.imageCacheDirectory.flatMap(privateImageCache)
        let images = ImageLoader(transport: session.network, disk: disk)
        let (keys, warnings) = try ConfiguredKeys.load(settings)
        let app = App(tabs: tabs, options: App.Options(clipboard: settings.osc52, keys: keys, pick: pick != nil),
                      images: images)
        app.notify(warnings)
        app.openChild = ChildOpeners(tabs: sessions, gates: gates).opener(given)
        for (index, position) in saved.enumerated() {
            if let position { app.restore(firstRow: position.index, selected: position.selected, inTab: index) }
        }
        if let index = sources.firstIndex(of: chosen), index > 0 { _ = app.perform(.tab(index)) }
        if let pick {
            return try await Picker.run(app, settings: settings, output: pick, fields: settings.source.pipeFields) {
                if remember, let store { save(app, to: store, sources: sources) }
            }
        }
        let signal = try await TerminalApp.run(app, theme: settings.theme, colors: settings.colors)
        // Also after SIGINT, SIGTERM or SIGHUP: the loop ended gracefully on the main queue.
        if remember, let store { save(app, to: store, sources: sources) }
        if let signal { throw ExitStatus.exit(signal: signal) }
    }

    /// GitHub resumes with the remembered first row at the top, so its selection comes back as
    /// that row's distance from the top; none with `--since`, which asks for another place.
    func githubSelection(_ position: SavedPosition?) -> SavedPosition? {
        guard since == nil, let position, let selected = position.selected else { return nil }
        return SavedPosition(index: 0, id: "", selected: selected - position.index)
    }

    /// The position store's key for a source: its base URL.
    func key(_ source: SourceName) -> String {
        settings.endpoints[source.builtIn]?.base ?? source.builtIn.defaultBase
    }

    /// Remembers each tab's first visible item; a failure to write is not worth an error on exit.
    @MainActor
    func save(_ app: App, to store: PositionStore, sources: [SourceName]) {
        for (index, source) in sources.enumerated() {
            let top = app.firstVisibleRow(ofTab: index)
            guard case .item(let item) = app.ownModel(ofTab: index).row(at: top) else { continue }
            let resume = source == .github ? Int64(item.id).map { String($0 - 1) } : nil
            try? store.save(SavedPosition(index: top, id: item.id, resume: resume, selected: app.selectedRow(ofTab: index)),
                            source: source.rawValue,
                            base: key(source))
        }
    }

    /// The image disk cache in `directory`, unless it exists and is not private (then one warning).
    func privateImageCache(_ directory: String) -> DiskCache? {
        if let problem = AtomicFile.directoryProblem(directory) {
            StandardStreams.err("pagetty: not using the image cache \(directory): it \(problem)")
            return nil
        }
        return DiskCache(directory: URL(fileURLWithPath: directory, isDirectory: true))
    }
}
