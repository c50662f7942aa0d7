import Networking
import Paging

/// Reads a list's shape from the server's answer to its first page: where the items are, their
/// id, title and web page, how the list pages and where its length and end are said.
///
/// Pure: a function of the answer. Declines rather than guesses: no array of objects, no list;
/// no documented pagination shape, one page (`Detector.noPagination`).
public enum Detector {
    /// The reason given when no pagination rule matched.
    public static let noPagination = "no pagination found"

    /// What `pagetty url` is told when no list is found: the option that names it.
    public static let itemsAdvice = "; give --items"

    /// The options `input` shows; `given` options (profile keys) are taken as they are, and an
    /// `items` or `id` given is where the others are looked for.
    public static func detect(_ input: DetectionInput, given: [String: String] = [:]) -> Detection {
        var detection = Detection()
        let keys = input.body.keys.prefix(20).joined(separator: ", ")
        let found: (path: String?, elements: [JSONValue], why: String)?
        if let path = given["items"] {
            let value = path.isEmpty ? input.body : JSONPath(path)?.evaluate(input.body)
            if case .array(let elements)? = value { found = (path.isEmpty ? nil : path, elements, "given") } else { found = nil }
        } else {
            found = FieldDetector.items(in: input.body, alternatives: &detection.alternatives)
        }
        guard let (items, elements, why) = found else {
            detection.declined = (given["items"].map { "items path \($0) is not an array in the answer" }
                ?? "no list of objects found in the answer" + itemsAdvice) + (keys.isEmpty ? "" : " (top-level keys: \(keys))")
            return detection
        }
        detection.choose("items", items ?? "", why)
        let id = given["id"].map { FieldDetector.Found(path: $0, why: "given") } ?? FieldDetector.id(in: elements, list: items.flatMap { JSONPath($0)?.segments.last } ?? "")
        if let id {
            detection.choose("id", id.path, id.why)
        } else if given["id"] == nil, !elements.isEmpty {
            // No field is unique over the page: the place is the identity, and nothing is deduplicated.
            detection.choose("id", GenericSpec.positionID.description, Detection.positionWhy)
        }
        let wrapper = id.flatMap { $0.path.contains(".") ? String($0.path.prefix { $0 != "." }) : nil }
        if let title = FieldDetector.title(in: elements, wrapper: wrapper, id: id?.path) { detection.choose("title", title.path, title.why) }
        if let web = FieldDetector.webURL(in: elements, wrapper: wrapper, listURL: input.url) { detection.choose("web_url", web.path, web.why) }
        let context = DetectionContext(input: input, items: items, elements: elements, id: id?.path)
        let nodes = AnswerNode.walk(input.body, skipping: items)
        let said = total(in: context, strategy: "", nodes: nodes)
        let evidence = MoreEvidence(nodes, context: context, total: said?.count)
        detection.candidates = CandidateFinder.candidates(context, nodes: nodes, evidence: evidence)
        detection.moreSaid = evidence.saysMore ? evidence.reason : nil
        // A documented shape is taken now (and still confirmed); the rest wait for page 2 to confirm them.
        let documented = detection.candidates.filter { $0.score >= CandidateFinder.documentedScore }
        if let top = documented.first {
            detection.adopt(top)
            // Readings that would page differently; the same strategy said twice is no alternative.
            for other in documented.dropFirst() { detection.alternatives.append("\(other.evidence) (--strategy \(other.strategy))") }
        } else {
            // `link` with no Link header is one page: honest, and the same options keep working if one appears.
            detection.choose("strategy", "link", noPagination)
        }
        detection.itemsRead = elements.count
        if let total = total(in: context, strategy: detection.value("strategy")!, nodes: nodes) {
            detection.choose(total.key, total.value, total.why)
            detection.totalSaid = total.count
        }
        return detection
    }

    /// Keys of a list's length, by their words joined.
    static let totalKeys: Set<String> = ["total", "totalcount", "count", "totalresults", "totalitems", "totalelements", "totalsize",
                                         "totalrecords", "nbhits", "totalhits", "hits", "records", "resultcount", "numfound"]

    /// The list's length in the body or headers, when it is at least the page's item count.
    static func total(in context: DetectionContext, strategy: String, nodes: [AnswerNode]) -> (key: String, value: String, why: String, count: Int)? {
        let count = context.elements.count
        for path in ["total", "total_count", "totalCount", "nbHits", "meta.total", "meta.total_count", "meta.pagination.total",
                     "page.totalElements", "totalElements", "totalResults", "total_results", "totalSize", "hits.total.value", "result_info.total_count",
                     "\"@odata.count\"", "count"] {
            guard let value = context.int(path), value >= count else { continue }
            // A `count` equal to the page may be the page's own count: only a larger one is a length.
            if path == "count", value == count, strategy != "link" { continue }
            return ("total", path, "\(path) in the body", value)
        }
        // Total-Count is Qiita's (https://qiita.com/api/v2/docs, ページネーション); Content-Range PostgREST's.
        for name in ["X-Total-Count", "X-Total", "X-WP-Total", "Total-Count", "Content-Range"] {
            if let value = context.input.headers[name].flatMap(GenericHeader.count), value >= count {
                return ("total_header", name, "\(name) header", value)
            }
        }
        // Nested under other names (`info.count`, `response.total`, `d.__count`): only above the page,
        // never a page's own length.
        for node in nodes where node.segments.count <= 3 && totalKeys.contains(AnswerNode.words(node.key).joined()) {
            guard let path = node.path, let value = node.value.text.flatMap({ Int($0) }), value > count else { continue }
            return ("total", path, "\(path) in the body", value)
        }
        return nil
    }
}
