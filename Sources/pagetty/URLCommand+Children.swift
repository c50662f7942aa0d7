import Browser
import Catalog
import Foundation
import Networking
import Paging
import Shell

/// Related lists opened from `pagetty url`'s browser (a digit in the detail pane): a URL is
/// resolved exactly as `pagetty url` resolves its own (`resolve`: detection from the first answer,
/// columns chosen the same way) and paged lazily; an embedded array is a list of its own rows.
/// The lines returned come from the server in part: the browser sanitises them before showing them.
extension URLCommand {
    /// Opens the children of the tab whose own list was given `given`, over `stack`; a child pages
    /// under its origin's gate in `gates`, shared with its parent when they share the origin.
    @MainActor
    func childOpener(_ given: GenericOptions, settings: Settings, stack: any Transport, gates: RateGates) -> ChildOpener {
        { request in await openChild(request, given: given, settings: settings, stack: stack, gates: gates) }
    }

    @MainActor
    private func openChild(_ request: ChildRequest, given: GenericOptions, settings: Settings,
                           stack: any Transport, gates: RateGates) async -> ChildOpening {
        let name = request.related.name
        let parentURL = request.parentURL ?? given.values["url"] ?? url
        switch request.related.place {
        case .url(let childURL):
            switch ChildOptions.outcome(url: childURL, name: name, parentURL: parentURL, given: given) {
            case .refused(let why): return .refused(why)
            case .open(let options, let note):
                // Its first answer would spend a budget the origin has not got back yet.
                if let refusal = ChildOptions.waiting(gates.gate(for: childURL)?.remaining, name: name) { return .refused(refusal) }
                var settings = settings
                settings.paging.rateGate = gates.gate(for: childURL)
                return await open(options, name: name, url: childURL, note: note, settings: settings, over: stack)
            }
        case .embedded(let key, _):
            guard let raw = request.item?.raw, let array = JSONValue.parse(raw)?[key], case .array = array else {
                return .refused("\(name): not a list")
            }
            // Its rows' own links resolve against the list the item came from.
            let local = EmbeddedTransport(body: array.serialized())
            return await open(GenericOptions(["url": parentURL]), name: name, url: parentURL, note: nil,
                              settings: settings, over: local, label: ChildOptions.embeddedName(name, of: request.item))
        }
    }

    /// The list `options` name, detected from its first answer over `transport`; refused in one line
    /// when that answer is no list (HTML, a 404, an object without one).
    @MainActor
    private func open(_ options: GenericOptions, name: String, url childURL: String, note: String?,
                      settings: Settings, over transport: any Transport, label: String? = nil) async -> ChildOpening {
        switch await resolve(options, transport: transport) {
        case .failure(let error):
            return .refused("\(name) is not a list: \(error)")
        case .success(let (resolution, found)):
            var source = found
            if let label { source.name = label }
            if let refusal = ChildOptions.refusal(resolution, name: name) { return .refused(refusal) }
            let model = ListViewModel(source: source, transport: resolution.transport(over: transport),
                                      clock: ContinuousClock(), configuration: settings.paging)
            // Made afresh, its first pages are asked again (the primed answers were spent).
            let reload: @MainActor () -> any ListModel = {
                ListViewModel(source: source, transport: transport, clock: ContinuousClock(), configuration: settings.paging)
            }
            return .opened(ChildList(model: model, url: childURL, note: note, reload: reload))
        }
    }
}
