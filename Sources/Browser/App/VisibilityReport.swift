import Paging

/// The rows last reported visible to a model and the row count then, to report only changes.
struct VisibilityReport: Equatable {
    var visible: Range<Int>
    var count: Int

    /// The report after `change`: its rows moved with their items, the count grown by the rows
    /// put in or shrunk by those taken out; nil when the list started over (nothing reported of it yet).
    func moved(by change: ListChange) -> VisibilityReport? {
        change.moved(visible).map { VisibilityReport(visible: $0, count: count + change.added) }
    }

    /// Rows of `old` that are not in `new`: below it, above it, or both.
    static func left(_ old: Range<Int>, for new: Range<Int>) -> [Range<Int>] {
        if new.isEmpty || old.upperBound <= new.lowerBound || old.lowerBound >= new.upperBound {
            return old.isEmpty ? [] : [old]
        }
        var ranges: [Range<Int>] = []
        if old.lowerBound < new.lowerBound { ranges.append(old.lowerBound..<new.lowerBound) }
        if old.upperBound > new.upperBound { ranges.append(new.upperBound..<old.upperBound) }
        return ranges
    }
}
