import Paging

/// What breaks the layout's invariant, as lines for a test's failure: pages whose key does not
/// ask for the item offset their span starts at (an offset skipped or covered twice), page
/// numbers out of order, more rows than items sent, or a trusted total the pages do not reach.
@MainActor
func layoutViolations(_ paginator: Paginator) -> [String] {
    layoutViolations(paginator.layout, total: paginator.total,
                     ended: paginator.endReason == "end of list" && paginator.failure == nil, inFlight: paginator.inFlight)
}

/// What breaks the invariant of `layout`, with the `total` trusted, whether the list `ended`
/// (no failure) and whether a load is `inFlight`.
func layoutViolations(_ layout: PageLayout, total: Int?, ended: Bool, inFlight: Bool) -> [String] {
    guard layout.isLaidOut, let size = layout.size else { return [] }
    var problems: [String] = []
    for (index, slot) in layout.slots.enumerated() where slot.span > 0 || !slot.everLoaded {
        // An empty page read last covers no offset (the one past the end).
        let start = layout.itemStarts[index]
        switch slot.key {
        case .offset(let offset, let limit):
            if offset != start { problems.append("page \(index) asks offset \(offset), its span starts at \(start)") }
            if index < layout.slots.count - 1, limit < slot.span { problems.append("page \(index) asks \(limit) of its \(slot.span)") }
        case .page(let number, _):
            if (number - 1) * size != start { problems.append("page \(index) is page number \(number), its span starts at \(start)") }
        default:
            problems.append("page \(index) has a key that cannot be placed: \(slot.key)")
        }
        if slot.rows > slot.span { problems.append("page \(index) shows \(slot.rows) rows of \(slot.span) items") }
    }
    if let total, ended, layout.itemEnd != total, !inFlight || layout.itemEnd > total {
        problems.append("the pages end at \(layout.itemEnd), the total says \(total)")
    }
    return problems
}

/// Checks the invariant after every change the paginator reports (every answer among them).
@MainActor
final class InvariantWatch {
    private(set) var violations: [String] = []

    init(_ paginator: Paginator) {
        paginator.onChange = { [unowned paginator, weak self] in
            self?.violations += layoutViolations(paginator)
        }
    }
}
