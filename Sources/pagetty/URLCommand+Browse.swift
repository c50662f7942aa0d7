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
    func browse(_ options: GenericOptions, session: Session, keys: KeyOverrides, keyWarnings: [String],
                demo: Bool) async throws {
        let settings = session.settings
        let listURL = options.values["url"] ?? url
        let name = (try? APIBase(listURL)).map { $0.host + $0.pathPrefix } ?? url
        let asking = "asking \(RedactedURL.redact(listURL)) for the first page…"
        let pending = PendingListModel(source: name, asking: asking)
        let app = App(tabs: [Tab(name: name, model: pending)], options: App.Options(clipboard: settings.osc52, keys: keys, pick: session.mode.pickOutput != nil))
        app.notify(keyWarnings)
        let given = GenericOptions(options.values.merging(["url": listURL]) { given, _ in given })
        // One rate gate per origin: a child on its parent's origin waits for the parent's reset.
        let gates = RateGates(clock: ContinuousClock())
        app.openChild = ChildOpeners(tabs: [session], gates: gates).opener([given])
        let browser = URLBrowser(pending: pending, app: app, asking: asking, resolve: {
            await resolve(options, transport: session.recorder)
        }, open: { resolution, source in
            var paging = settings.paging
            paging.rateGate = gates.gate(for: resolution.spec.url)
            let direction = session.mode.followPolicy == nil ? nil : try followDirection(profile: resolution.options)
            session.answer(resolution)
            let model = session.model(source, paging: paging, direction: direction)
            let positions = self.positions(settings, url: resolution.spec.url, demo: demo)
            if !settings.fresh { positions?.restore(into: app) }
            return (model, positions)
        })
        browser.start()
        let signal: Int32?
        do {
            signal = try await TerminalApp.run(app, theme: settings.theme, colors: settings.colors,
                                               device: session.mode.pickOutput != nil ? .controllingTerminal : .standardStreams)
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
        guard let output = session.mode.pickOutput else { return }
        // Left before the list came: nothing could be picked (Esc and q's status).
        guard let source = browser.source else { throw ExitStatus.failure.exit }
        // Picked in a child list: printed with that list's fields (its id, title and columns).
        let picked = (app.pickedList as? ListViewModel)?.source as? GenericSource
        try Picker.printPicked(app, output: output, fields: Self.fields(picked ?? source))
    }
}
