/// Offsets and page numbers echoed in the answer, at any depth and under the names APIs use:
/// `offset`, `skip`, `start`, `startAt`, `startIndex` (from 1), `page`, `currentPage`; with the size
/// and the page count beside them.
///
/// Pure: a function of the answer.
enum NumberFinder {
    /// Keys of an echoed offset (by their words joined), with the first item's number.
    static let offsetKeys: [String: Int] = ["offset": 0, "skip": 0, "start": 0, "startat": 0, "startindex": 1, "from": 0, "startoffset": 0]
    /// Keys of an echoed page number.
    static let pageKeys: Set<String> = ["page", "currentpage", "pagenumber", "pageindex", "pagenum", "pageno"]
    /// Keys of a page size, beside an offset or a page.
    static let sizeKeys: Set<String> = ["limit", "count", "size", "max", "maxresults", "rows", "pagesize", "perpage", "itemsperpage",
                                        "num", "pagelen", "hitsperpage"]
    /// Keys of a page count.
    static let pageCountKeys: Set<String> = ["totalpages", "pages", "pagecount", "lastpage", "nbpages", "numpages", "totalpagecount"]

    /// The readings of echoed numbers in `nodes`.
    static func candidates(_ nodes: [AnswerNode], context: DetectionContext, more: String?) -> [PagingCandidate] {
        var found: [PagingCandidate] = []
        for node in nodes {
            guard case .number(let text) = node.value, let value = Int(text), node.path != nil else { continue }
            let joined = AnswerNode.words(node.key).joined()
            guard offsetKeys[joined] != nil || pageKeys.contains(joined) else { continue }
            let siblings = self.siblings(of: node, in: nodes)
            let size = siblings.first { sizeKeys.contains(AnswerNode.words($0.key).joined()) }?.key
                ?? context.queryName(PaginationRules.sizeNames)
            if let first = offsetKeys[joined], value == first || context.input.query(node.key) != nil {
                let base = first == 1 ? "@1" : ""
                var options = TokenFinder.with(more, ["strategy": "offset:\(node.key),\(size ?? "limit")\(base)"])
                if size == nil { options["strategy"] = "offset:\(node.key),limit\(base)" }
                found.append(PagingCandidate(options: options, evidence: "an offset echoed at \(node.path!)", score: 65))
            } else if pageKeys.contains(joined), value <= 1 {
                let count = siblings.first { pageCountKeys.contains(AnswerNode.words($0.key).joined()) }
                // `currentPage` is usually asked as `page` (The Guardian): the plain name first.
                for (index, name) in ["page", node.key].uniqued().enumerated() {
                    var options = TokenFinder.with(more, ["strategy": "page:\(name),\(size ?? "per_page")" + (value == 0 ? "@0" : "")])
                    if let count, let path = count.path { options["total_pages"] = path }
                    // A page count beside it makes a page number likelier than an offset echoed with it.
                    found.append(PagingCandidate(options: options, evidence: "a page number echoed at \(node.path!)",
                                                 score: (count == nil ? 64 : 67) - index))
                }
            }
        }
        return found
    }

    /// The nodes in the same object as `node`.
    static func siblings(of node: AnswerNode, in nodes: [AnswerNode]) -> [AnswerNode] {
        let parent = node.segments.dropLast()
        return nodes.filter { $0.segments.count == node.segments.count && $0.segments.dropLast() == parent && $0.key != node.key }
    }
}

extension Array where Element: Hashable {
    /// The elements in order, each once.
    func uniqued() -> [Element] {
        var seen: Set<Element> = []
        return filter { seen.insert($0).inserted }
    }
}
