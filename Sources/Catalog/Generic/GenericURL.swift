import Foundation
import Paging

/// The spec URL split for page requests: its query is kept, the strategy's parameters replaced.
///
/// A plain value; any thread.
struct GenericURL: Sendable {
    /// Everything before `?`, fragment dropped.
    let stem: String
    /// The URL's own query pairs, still percent-encoded, with their decoded names.
    let pairs: [(name: String, raw: String)]

    init(_ url: String) {
        var text = url
        if let hash = text.firstIndex(of: "#") { text = String(text[..<hash]) }
        guard let mark = text.firstIndex(of: "?") else {
            stem = text
            pairs = []
            return
        }
        stem = String(text[..<mark])
        pairs = text[text.index(after: mark)...].split(separator: "&").map { part in
            let name = part.split(separator: "=", maxSplits: 1, omittingEmptySubsequences: false)[0]
            return (String(name).removingPercentEncoding ?? String(name), String(part))
        }
    }

    /// Each query pair as `name=value`, both decoded (`name` alone when it has no `=`): pairs that
    /// mean the same compare equal however they were encoded.
    var decodedPairs: [String] {
        pairs.map { pair in
            let sides = pair.raw.split(separator: "=", maxSplits: 1, omittingEmptySubsequences: false)
            guard sides.count > 1 else { return pair.name }
            let value = String(sides[1]).replacingOccurrences(of: "+", with: " ")
            return pair.name + "=" + (value.removingPercentEncoding ?? value)
        }
    }

    /// The decoded value of the query parameter `name`, the first when repeated.
    func value(of name: String) -> String? {
        guard let pair = pairs.first(where: { $0.name == name }) else { return nil }
        let value = pair.raw.split(separator: "=", maxSplits: 1, omittingEmptySubsequences: false).dropFirst().first ?? ""
        return String(value).replacingOccurrences(of: "+", with: " ").removingPercentEncoding
    }

    /// The URL with its page-size parameter set to `size`: the first of `names` its query has, in
    /// place; nil when it has none.
    func settingSize(_ size: Int, names: [String]) -> String? {
        guard let name = names.first(where: { value(of: $0) != nil }) else { return nil }
        return with([(name, String(size))])
    }

    /// The URL with `parameters` set, replacing any of the same names in the original query.
    func with(_ parameters: [(String, String)]) -> String {
        let names = Set(parameters.map(\.0))
        let kept = pairs.filter { !names.contains($0.name) }.map(\.raw)
        let added = parameters.map { APIBase.encode($0.0) + "=" + APIBase.encode($0.1) }
        let query = kept + added
        return query.isEmpty ? stem : stem + "?" + query.joined(separator: "&")
    }
}
