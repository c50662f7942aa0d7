/// Readings that only asking can tell: a list that says more follow (a flag, a total, a full page)
/// and names no way on is tried with the usual parameters: the last id as `after`, `starting_after`,
/// `after_id` or `before`; `offset`, `skip` or `start` at the items seen; `page` 2.
///
/// Pure: a function of the answer.
enum ProbeFinder {
    /// The usual readings for `context`, best first; none when the answer does not say there is more.
    static func candidates(_ nodes: [AnswerNode], context: DetectionContext, evidence: MoreEvidence) -> [PagingCandidate] {
        guard evidence.saysMore, !context.elements.isEmpty else { return [] }
        let more = evidence.flag
        var byID: [(String, String, [String: String])] = []
        var byNumber: [(String, String, [String: String])] = []
        let bodyKeys = Set(nodes.filter { $0.segments.count == 1 }.map(\.key))
        if let id = context.id {
            // A flag and the last id (OpenAI's `last_id`, Stripe's list): the id is the cursor.
            if evidence.flagSaysMore != nil || bodyKeys.contains("last_id") {
                var names = ["after", "starting_after", "after_id"]
                if context.value("object")?.text == "list", !bodyKeys.contains("last_id") { names = ["starting_after", "after", "after_id"] }
                for name in names { byID.append(("after:\(name)=\(id)", "the last id sent as \(name) (\(evidence.reason))", [:])) }
            } else {
                switch order(of: context.elements, id: id) {
                case .descending:
                    for name in ["before", "max_id"] { byID.append(("before:\(name)=\(id)", "the last id sent as \(name) (\(evidence.reason))", [:])) }
                case .ascending:
                    for name in ["after", "since", "since_id"] { byID.append(("after:\(name)=\(id)", "the last id sent as \(name) (\(evidence.reason))", [:])) }
                case .neither: break
                }
            }
        }
        let size = context.queryName(PaginationRules.sizeNames) ?? "limit"
        // A size the URL asks names its family: tried before anything else.
        var byURL: [(String, String, [String: String])] = []
        if context.input.query("$limit") != nil || context.input.query("$offset") != nil {
            byURL.append(("offset:$offset,$limit", "$offset beside $limit (\(evidence.reason))", perPage(context, "$limit")))
        }
        let pageSize = context.queryName(["per_page", "page_size", "pageSize", "perPage", "pagesize"])
        if let pageSize { byURL.append(("page:page,\(pageSize)", "page beside \(pageSize) (\(evidence.reason))", perPage(context, pageSize))) }
        byNumber.append(("offset:offset,\(size)", "offset (\(evidence.reason))", perPage(context, size)))
        if pageSize == nil { byNumber.append(("page:page,per_page", "page (\(evidence.reason))", [:])) }
        byNumber.append(("offset:skip,\(size)", "skip (\(evidence.reason))", perPage(context, size)))
        byNumber.append(("offset:start,\(size)", "start (\(evidence.reason))", perPage(context, size)))
        // A total is an offset or page list's word; a flag or a bare full page more often a cursor's.
        let ordered = byURL + (evidence.total != nil && evidence.flag == nil ? byNumber + byID : byID + byNumber)
        var found: [PagingCandidate] = []
        for (strategy, why, extra) in ordered {
            let options = TokenFinder.with(more, ["strategy": strategy]).merging(extra) { $1 }
            found.append(PagingCandidate(options: options, evidence: why, score: 50 - found.count))
        }
        return found
    }

    /// The size the URL asks by `name`, kept for every page.
    static func perPage(_ context: DetectionContext, _ name: String) -> [String: String] {
        guard let asked = context.input.query(name).flatMap({ Int($0) }), (1...1000).contains(asked) else { return [:] }
        return ["per_page": String(asked)]
    }

    /// How the page's whole-number ids run, when they all do one way.
    enum Order { case ascending, descending, neither }

    static func order(of elements: [JSONValue], id: String) -> Order {
        guard let path = JSONPath(id) else { return .neither }
        let ids = elements.compactMap { path.evaluate($0)?.text }
        guard ids.count == elements.count, ids.count > 1, ids.allSatisfy({ !$0.isEmpty && $0.allSatisfy(\.isNumber) }) else { return .neither }
        let pairs = zip(ids, ids.dropFirst())
        if pairs.allSatisfy({ less($0.1, $0.0) }) { return .descending }
        if pairs.allSatisfy({ less($0.0, $0.1) }) { return .ascending }
        return .neither
    }

    /// Whether digits `a` are below digits `b` (any length: snowflakes pass 2^53).
    static func less(_ a: String, _ b: String) -> Bool {
        let (a, b) = (a.drop { $0 == "0" }, b.drop { $0 == "0" })
        return a.count != b.count ? a.count < b.count : a.lexicographicallyPrecedes(b)
    }
}
