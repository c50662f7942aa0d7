import Catalog
import Networking
import Paging

/// The options of a related list opened from a generic list (a digit in the detail pane): its URL
/// alone, detected afresh as `pagetty url` detects one, with the tab's credentials (`-H` headers,
/// `--token-env`) only on the origin they were given for (`URLOrigin.admits`).
///
/// Pure; any thread.
public enum ChildOptions {
    /// What opening a child may do.
    public enum Outcome: Sendable, Equatable {
        /// Open it with these options; `note` is said on the status line when there is one.
        case open(GenericOptions, note: String?)
        /// Open nothing; one line says why.
        case refused(String)
    }

    /// The options for the list at `url`, named `name` in the menu, opened from the list at
    /// `parentURL`, in a tab whose own list was given `given` (its `url` says whose credentials they are).
    /// A plain-http list under an https one is refused: its requests would go in clear text.
    public static func outcome(url: String, name: String, parentURL: String, given: GenericOptions) -> Outcome {
        guard let child = URLOrigin(url) else { return .refused("\(name): not an http or https URL") }
        if URLOrigin(parentURL)?.scheme == "https", child.scheme == "http" {
            return .refused("\(name): not opened: a plain http list under an https one would travel in clear text")
        }
        let credentials = ["headers", "token_env"].filter { given.values[$0] != nil }
        var values = ["url": url]
        guard let home = given.values["url"].flatMap(URLOrigin.init), home.admits(url) else {
            let note = credentials.isEmpty ? nil : "\(name): opened without credentials (\(child) is not \(given.values["url"].flatMap(URLOrigin.init).map(\.description) ?? "the list's origin"))"
            return .open(GenericOptions(values), note: note)
        }
        for key in credentials { values[key] = given.values[key] }
        return .open(GenericOptions(values), note: nil)
    }

    /// The status bar's name of the array `name` embedded in `item` (`abilities of bulbasaur (from
    /// the item)`): its rows are no page of the parent's URL. The item's title is its first cell.
    public static func embeddedName(_ name: String, of item: ListItem?) -> String {
        let title = item.map { ($0.cells.first?.isEmpty == false ? $0.cells[0] : $0.id) } ?? ""
        return title.isEmpty ? "\(name) (from the item)" : "\(name) of \(title) (from the item)"
    }

    /// Why the list `name` is not opened while its origin's rate limit holds for `remaining` (its
    /// first request would spend a budget the server has not given back); nil when it may open.
    public static func waiting(_ remaining: Duration?, name: String) -> String? {
        guard let remaining else { return nil }
        let (seconds, attoseconds) = remaining.components
        let shown = seconds + (attoseconds > 0 ? 1 : 0)
        return "\(name): not opened: this origin's rate limit resets in \(shown)s; press the digit again then"
    }

    /// Why the list `name` could not be resolved, in one line (`repos is not a list: …`).
    /// A digit takes no options, so detection's advice to give `--items` is left out.
    public static func notAList(_ error: any Error, name: String) -> String {
        guard case .declined(let why)? = error as? GenericResolveError else { return "\(name) is not a list: \(error)" }
        return "\(name) is not a list: " + why.replacingOccurrences(of: Detector.itemsAdvice, with: "")
    }

    /// Why the list `name` resolved to is no list, in one line: its first answer failed or was not
    /// JSON (detection found nothing to read); nil when it is one.
    public static func refusal(_ resolution: GenericResolver.Resolution, name: String) -> String? {
        guard resolution.detection == nil, let answer = resolution.primed?.response else { return nil }
        if !answer.isSuccess { return "\(name) is not a list: the server answered HTTP \(answer.status)" }
        let type = answer.headers["Content-Type"].map { " (\($0))" } ?? ""
        return "\(name) is not a list: the answer is not JSON\(type)"
    }

    /// What a built-in tab's own list gives its children: its first page's URL (whose origin its
    /// credentials are for) and the headers sent there, `credentials` (the tab's token, which its
    /// `CredentialTransport` adds) among them.
    public static func given(by source: any CatalogSource, credentials: OriginCredentials?) -> GenericOptions {
        let plain = source.request(for: source.strategy.first)
        let first = credentials?.applied(to: plain) ?? plain
        let headers = first.headers.fields.map { "\($0.name): \($0.value)" }.joined(separator: "\n")
        return GenericOptions(["url": first.url, "headers": headers])
    }
}
