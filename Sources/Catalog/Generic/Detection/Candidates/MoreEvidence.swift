/// What the first answer says about the rest of the list: a flag saying more follow (or that this
/// is the last page), a total above the page, a page as full as the size asked or a usual size.
///
/// A plain value; pure to make.
struct MoreEvidence: Equatable {
    /// The flag's path as `more` takes it (`has_more`, `!isLastPage`), when there is one.
    var flag: String?
    /// What the flag says: true when more follow.
    var flagSaysMore: Bool?
    /// The total, when the answer says one larger than the page.
    var total: Int?
    /// Whether the page holds as many items as the URL asked, or a usual page size.
    var fullPage: Bool

    /// Page sizes servers use by default.
    static let usualSizes: Set<Int> = [10, 20, 25, 30, 50, 100, 200, 250, 500, 1000]

    /// The evidence in `nodes`, the headers and the page.
    init(_ nodes: [AnswerNode], context: DetectionContext, total: Int?) {
        let count = context.elements.count
        for node in nodes {
            guard let path = node.path, let value = GenericSource.flag(node.value), case .bool = node.value else { continue }
            let words = AnswerNode.words(node.key)
            if words.contains("more") || (words.contains("has") && words.contains("next")) {
                (flag, flagSaysMore) = (path, value)
                break
            }
            if words.contains("last"), words.contains("is") || words.contains("page") {
                (flag, flagSaysMore) = ("!" + path, !value)
                break
            }
        }
        self.total = total.flatMap { $0 > count ? $0 : nil }
        let asked = context.queryName(PaginationRules.sizeNames + ["$limit", "num", "rows", "max"]).flatMap { context.input.query($0) }.flatMap { Int($0) }
        // A total that the page reaches says the list is whole, however full the page looks.
        let whole = total.map { $0 <= count } ?? false
        fullPage = !whole && count > 0 && (asked.map { count >= $0 } ?? Self.usualSizes.contains(count))
    }

    /// Whether the answer says there is more than this page.
    var saysMore: Bool { flagSaysMore == true || total != nil || fullPage }

    /// In words, for the message that nothing pages it.
    var reason: String {
        if let total { return "the answer says \(total) items" }
        if flagSaysMore == true, let flag { return "\(flag) says more follow" }
        return "the page is full"
    }
}
