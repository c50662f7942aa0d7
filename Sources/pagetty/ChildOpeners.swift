import Browser
import Catalog
import Foundation
import Networking
import Paging
import Shell

/// Related lists opened from a browser's detail pane (a digit), in `pagetty url`'s tab and the
/// built-in tabs alike: a URL goes through the one resolver (`GenericLists.resolve`: the options
/// its source knows of it, the rest detected from its first answer, columns chosen the same way)
/// and pages lazily; an embedded array is a list of its own rows. A child on a tab's origin
/// carries that tab's credentials, one elsewhere none (`ChildOptions`).
/// The lines returned come from the server in part: the browser sanitises them before showing them.
@MainActor
struct ChildOpeners {
    /// Each tab's session: its children share its network and disk cache, each with its own
    /// credentials, and are followed when it is.
    let tabs: [Session]
    /// One rate gate per origin: a child on its parent's origin waits for the parent's reset.
    let gates: RateGates

    /// Opens the children of each tab, whose own list was given `given[tab]`.
    func opener(_ given: [GenericOptions]) -> ChildOpener {
        { request in
            guard !given.isEmpty, !tabs.isEmpty else { return .refused("\(request.related.name): no list to open it from") }
            let tab = min(max(request.tab, 0), given.count - 1, tabs.count - 1)
            return await open(request, given: given[tab], from: tabs[tab])
        }
    }

    private func open(_ request: ChildRequest, given: GenericOptions, from tab: Session) async -> ChildOpening {
        let name = request.related.name
        let parentURL = request.parentURL ?? given.values["url"] ?? ""
        switch request.related.place {
        case .url(let childURL):
            switch ChildOptions.outcome(url: childURL, name: name, parentURL: parentURL, given: given) {
            case .refused(let why): return .refused(why)
            case .open(let options, let note):
                // Its first answer would spend a budget the origin has not got back yet.
                if let refusal = ChildOptions.waiting(gates.gate(for: childURL)?.remaining, name: name) { return .refused(refusal) }
                // What the source knows of the list's shape; the URL and credentials stay as decided.
                let described = GenericOptions(options.values.merging(request.related.options) { decided, _ in decided })
                return await open(described, in: tab.sharing(.list(described), mode: tab.mode.child), name: name,
                                  url: childURL, note: note, gate: gates.gate(for: childURL))
            }
        case .embedded(let key, _):
            guard let raw = request.item?.raw, let array = JSONValue.parse(raw)?[key], case .array = array else {
                return .refused("\(name): not a list")
            }
            // Its rows' own links resolve against the list the item came from.
            let local = EmbeddedTransport(body: array.serialized())
            let options = GenericOptions(["url": parentURL])
            return await open(options, in: tab.sharing(.list(options), mode: .browse, over: local),
                              name: name, url: parentURL, note: nil, gate: nil,
                              label: ChildOptions.embeddedName(name, of: request.item))
        }
    }

    /// The list `options` name, read through `child`, detected from its first answer; refused in
    /// one line when that answer is no list (HTML, a 404, an object without one).
    private func open(_ options: GenericOptions, in child: Session, name: String, url childURL: String, note: String?,
                      gate: RateGate?, label: String? = nil) async -> ChildOpening {
        switch await GenericLists.resolve(options, transport: child.recorder, writing: false,
                                          environment: ProcessInfo.processInfo.environment) {
        case .failure(let error):
            return .refused(ChildOptions.notAList(error, name: name))
        case .success(let (resolution, found)):
            var source = found
            if let label { source.name = label }
            if let refusal = ChildOptions.refusal(resolution, name: name) { return .refused(refusal) }
            var paging = child.settings.paging
            paging.rateGate = gate
            child.answer(resolution)
            let model = child.model(source, paging: paging)
            // Made afresh, its first pages are asked again (the answers detection fetched are dropped).
            let reload: @MainActor () -> any ListModel = {
                child.answer([])
                return child.model(source, paging: paging)
            }
            return .opened(ChildList(model: model, url: childURL, note: note, reload: reload))
        }
    }
}
