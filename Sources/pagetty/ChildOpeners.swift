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
    let settings: Settings
    /// The browser's HTTP stack, which every list's requests go through.
    let stack: any Transport
    /// One rate gate per origin: a child on its parent's origin waits for the parent's reset.
    let gates: RateGates
    /// `--follow`'s pace for the tabs it follows, by tab: their children are followed too, each in
    /// the direction its own list pages (the one given was for the tab's list).
    var follow: [Int: FollowPolicy] = [:]

    /// Opens the children of each tab, whose own list was given `given[tab]`.
    func opener(_ given: [GenericOptions]) -> ChildOpener {
        { request in
            guard !given.isEmpty else { return .refused("\(request.related.name): no list to open it from") }
            return await open(request, given: given[min(max(request.tab, 0), given.count - 1)])
        }
    }

    private func open(_ request: ChildRequest, given: GenericOptions) async -> ChildOpening {
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
                return await open(described, name: name, url: childURL, note: note, gate: gates.gate(for: childURL),
                                  follow: follow[request.tab], over: stack)
            }
        case .embedded(let key, _):
            guard let raw = request.item?.raw, let array = JSONValue.parse(raw)?[key], case .array = array else {
                return .refused("\(name): not a list")
            }
            // Its rows' own links resolve against the list the item came from.
            let local = EmbeddedTransport(body: array.serialized())
            return await open(GenericOptions(["url": parentURL]), name: name, url: parentURL, note: nil, gate: nil,
                              follow: nil, over: local, label: ChildOptions.embeddedName(name, of: request.item))
        }
    }

    /// The list `options` name, detected from its first answer over `transport`; refused in one line
    /// when that answer is no list (HTML, a 404, an object without one).
    private func open(_ options: GenericOptions, name: String, url childURL: String, note: String?,
                      gate: RateGate?, follow policy: FollowPolicy?, over transport: any Transport,
                      label: String? = nil) async -> ChildOpening {
        switch await GenericLists.resolve(options, transport: transport, writing: false,
                                          environment: ProcessInfo.processInfo.environment) {
        case .failure(let error):
            return .refused(ChildOptions.notAList(error, name: name))
        case .success(let (resolution, found)):
            var source = found
            if let label { source.name = label }
            if let refusal = ChildOptions.refusal(resolution, name: name) { return .refused(refusal) }
            var paging = settings.paging
            paging.rateGate = gate
            let model = Self.model(source, over: resolution.transport(over: transport), paging: paging, follow: policy)
            // Made afresh, its first pages are asked again (the primed answers were spent).
            let reload: @MainActor () -> any ListModel = {
                Self.model(source, over: transport, paging: paging, follow: policy)
            }
            return .opened(ChildList(model: model, url: childURL, note: note, reload: reload))
        }
    }

    /// A child's list over `transport`, followed at `policy`'s pace when its tab is.
    private static func model(_ source: GenericSource, over transport: any Transport, paging: PagingConfiguration,
                              follow policy: FollowPolicy?) -> ListViewModel {
        guard let policy else {
            return ListViewModel(source: source, transport: transport, clock: ContinuousClock(), configuration: paging)
        }
        let recorder = ETagRecorder(wrapping: transport)
        let model = ListViewModel(source: source, transport: recorder, clock: ContinuousClock(), configuration: paging)
        model.follow(policy, direction: nil, transport: recorder)
        return model
    }
}
