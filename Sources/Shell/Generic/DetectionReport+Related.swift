import Catalog
import Networking

extension DetectionReport {
    /// `--explain`'s lines on the lists the first item leads to by URL, as TOML comments, each with
    /// the command that pages it (arrays inside the item have none), a list on another origin
    /// marked with it as in the browser's menu. Empty when there are none.
    /// Names and URLs are the server's: escaped (`SafeText`), URLs redacted, commands shell-quoted.
    /// With `demoBase` (the built-in mock's root), a URL under it is said as `--demo PATH`, as
    /// the explained command is: the mock's port changes every run.
    public static func related(_ lists: [RelatedList], demoBase: String? = nil) -> [String] {
        let commands = lists.compactMap { list -> String? in
            guard case .url(let url) = list.place else { return nil }
            let path = demoBase.flatMap { url.hasPrefix($0 + "/") ? String(url.dropFirst($0.count)) : nil }
            let target = path.map { "--demo " + shell(SafeText.line($0)) } ?? shell(SafeText.line(RedactedURL.redact(url)))
            return "#   \(SafeText.line(list.menuName)): pagetty url " + target
        }
        guard !commands.isEmpty else { return [] }
        return ["", "# the first item leads to these lists (each is checked when it is opened):"] + commands
    }

    /// The related lists of the first item of `response`'s page under `spec`; empty when it has none.
    public static func relatedLists(of response: HTTPResponse, spec: GenericSpec) -> [RelatedList] {
        guard let body = JSONValue.parse(response.body) else { return [] }
        let page = spec.items.map { $0.evaluate(body) } ?? body
        guard case .array(let items)? = page, let first = items.first else { return [] }
        return RelatedFinder.lists(in: first, listURL: spec.url)
    }
}
