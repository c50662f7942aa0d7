import Browser
import Catalog
import Foundation
import Networking
import Paging
import Shell
import TerminalUI

extension URLCommand {
    /// The browser over `options`, opened at once: a loading row while detection asks the first
    /// pages, then the list (issue 42, point 7). `q`, Ctrl-C and the terminal's restore work all the
    /// while. A probe that failed (a timeout, a refused connection) is the list's error row, R asks
    /// again; an option found wrong ends the browser and is said as without it, once the terminal is back.
    /// With `--pick` it is the picker, on /dev/tty: what Enter picked prints once the terminal is back.
    @MainActor
    func browse(_ options: GenericOptions, settings: Settings, stack: any Transport, keys: KeyOverrides,
                keyWarnings: [String], demo: Bool) async throws {
        let listURL = options.values["url"] ?? url
        let name = (try? APIBase(listURL)).map { $0.host + $0.pathPrefix } ?? url
        let asking = "asking \(RedactedURL.redact(listURL)) for the first page…"
        let pending = PendingListModel(source: name, asking: asking)
        let app = App(tabs: [Tab(name: name, model: pending)], options: App.Options(clipboard: settings.osc52, keys: keys, pick: shared.pick))
        app.notify(keyWarnings)
        let given = GenericOptions(options.values.merging(["url": listURL]) { given, _ in given })
        // One rate gate per origin: a child on its parent's origin waits for the parent's reset.
        let gates = RateGates(clock: ContinuousClock())
        var children = ChildOpeners(settings: settings, stack: stack, gates: gates)
        if let policy = shared.followPolicy { children.follow = [0: policy] }
        app.openChild = children.opener([given])
        let browser = URLBrowser(pending: pending, app: app, asking: asking, resolve: {
            await resolve(options, transport: stack)
        }, open: { resolution, source in
            let recorder = ETagRecorder(wrapping: resolution.transport(over: stack))
            var paging = settings.paging
            paging.rateGate = gates.gate(for: resolution.spec.url)
            let model = ListViewModel(source: source, transport: recorder, clock: ContinuousClock(),
                                      configuration: paging)
            if let policy = shared.followPolicy {
                model.follow(policy, direction: try followDirection(profile: resolution.options), transport: recorder)
            }
            let positions = self.positions(settings, url: resolution.spec.url, demo: demo)
            if !settings.fresh { positions?.restore(into: app) }
            return (model, positions)
        })
        browser.start()
        let signal: Int32?
        do {
            signal = try await TerminalApp.run(app, theme: settings.theme, colors: settings.colors,
                                               device: shared.pick ? .controllingTerminal : .standardStreams)
        } catch {
            // No terminal to draw on: `Ending` says it and exits as the table says.
            browser.cancel()
            throw error
        }
        browser.cancel()
        // Also after SIGINT, SIGTERM or SIGHUP: the loop ended gracefully on the main queue.
        if pending.attached != nil { browser.positions?.save(app) }
        if let signal { throw ExitStatus.exit(signal: signal) }
        // Said once the terminal is back, as it was said before the browser opened at once.
        if let error = browser.ended ?? browser.lastProbe { throw failure(error) }
        guard let output = shared.pickOutput else { return }
        // Left before the list came: nothing could be picked (Esc and q's status).
        guard let source = browser.source else { throw ExitStatus.failure.exit }
        // Picked in a child list: printed with that list's fields (its id, title and columns).
        let picked = (app.pickedList as? ListViewModel)?.source as? GenericSource
        try Picker.printPicked(app, output: output, fields: Self.fields(picked ?? source))
    }
}
