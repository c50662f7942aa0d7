/// Next links that keep the request's own query.
extension MockRequest {
    /// This request's URL below `prefix` (`/generic`) with `setting`'s parameters given their values:
    /// each in its place when the request has it, else appended. Every other parameter is kept as
    /// sent, so a next link asks for the same list (`count`, `max_limit`, `drift`) the request did.
    func url(under prefix: String, setting: [(String, String)]) -> String {
        var pairs: [String] = []
        var pending = setting
        for pair in (rawQuery ?? "").split(separator: "&") {
            let name = Query.decode(String(pair.split(separator: "=", maxSplits: 1, omittingEmptySubsequences: false)[0]))
            if let index = pending.firstIndex(where: { $0.0 == name }) {
                pairs.append(pending[index].0 + "=" + pending[index].1)
                pending.remove(at: index)
            } else if !setting.contains(where: { $0.0 == name }) {
                pairs.append(String(pair))
            }
        }
        pairs += pending.map { $0.0 + "=" + $0.1 }
        return root + prefix + path + (pairs.isEmpty ? "" : "?" + pairs.joined(separator: "&"))
    }
}
