/// A list cut into pages: each page's key, the item offsets it covers, its rows, and its items
/// while held. Pure: every operation is a function of the layout and its arguments, so short
/// pages and totals that grow, shrink or lie are tested without a clock or a server.
///
/// The invariant: pages follow one another without gap or overlap, in rows (`rowStarts`) and in
/// the server's item offsets (`itemStarts`); once laid out on a grid of `size`, every page's key
/// asks for the offset its span starts at (`key(forItemOffset:limit:)`), so every offset below
/// the end is covered by exactly one loaded or placeholder page and none is skipped. Page-number
/// keys address whole pages only: a short page keeps its span, and its missing rows are ones the
/// server does not serve under any page number.
///
/// A value owned by the paginator (main actor).
public struct PageLayout: Sendable {
    /// The pages in order.
    public internal(set) var slots: [Slot] = []
    /// The first row of each page, and the end.
    public private(set) var rowStarts: [Int] = [0]
    /// The first item offset of each page in the server's list, and the end.
    public private(set) var itemStarts: [Int] = [0]
    /// The page size of the grid the list is laid out on; nil for a list read one page after another.
    public private(set) var size: Int?
    private var strategy: (any PageStrategy)?

    /// An empty list.
    public init() {}

    /// Rows of items and placeholders.
    public var rows: Int { rowStarts[rowStarts.count - 1] }
    /// The item offset after the last page.
    public var itemEnd: Int { itemStarts[itemStarts.count - 1] }
    /// Whether pages are placed on a grid (jumps and placeholders) rather than only appended.
    public var isLaidOut: Bool { size != nil }

    /// The key asking for `limit` items from `offset`, when the strategy can address it.
    public func key(forItemOffset offset: Int, limit: Int) -> PageKey? {
        strategy?.key(forItemOffset: offset, limit: limit)
    }

    /// The most items page `index` may take: its span while a page follows it, else any number.
    public func capacity(of index: Int) -> Int? {
        isLaidOut && index < slots.count - 1 ? slots[index].span : nil
    }

    // MARK: Changes

    /// Appends a page read at the end: `items` kept (after dedupe) of `sent`.
    @discardableResult
    public mutating func append(key: PageKey, items: [ListItem], sent: Int) -> RowShift {
        let shift = RowShift(at: rows, by: items.count)
        slots.append(Slot(key: key, items: items, rows: items.count, span: sent, everLoaded: true))
        reindex(from: slots.count - 1)
        return shift
    }

    /// Lays the list out on a grid of `size` keyed by `strategy`, with placeholders through item `end`.
    @discardableResult
    public mutating func layOut(size: Int, strategy: any PageStrategy, through end: Int) -> (shift: RowShift, dropped: [Slot]) {
        self.size = size
        self.strategy = strategy
        return replan(through: end)
    }

    /// Stops placing pages on the grid (the paginator gave up on the list): no page is added or split.
    public mutating func stopLayingOut() {
        size = nil
        strategy = nil
    }

    /// Puts page `index`'s answer in place: `items` kept of `sent` (at most `capacity(of:)`).
    /// A page shorter than its span ends where the answer stopped: with a page after it, the rest
    /// of its span goes to a placeholder of its own; the last page's rest is the re-plan's to add
    /// when the total says more follows. Where the strategy cannot address that offset (page
    /// numbers), or nothing came (the caller decides what an empty page means), the page keeps
    /// its span and shows fewer rows, and a re-plan to a total ending inside it trims it.
    @discardableResult
    public mutating func place(_ items: [ListItem], sent: Int, at index: Int) -> RowShift {
        let old = slots[index]
        var slot = old
        slot.items = items
        slot.rows = items.count
        slot.everLoaded = true
        var rest: Slot?
        if !isLaidOut || sent >= old.span {
            slot.span = sent
        } else if sent > 0, let key = key(forItemOffset: itemStarts[index] + sent, limit: old.span - sent) {
            slot.span = sent
            if index < slots.count - 1 { rest = Slot(key: key, items: nil, rows: old.span - sent, span: old.span - sent) }
        }
        slots[index] = slot
        if let rest { slots.insert(rest, at: index + 1) }
        // The page's first rows take its items where they stand: only the rows after them move.
        let rows = slot.rows + (rest?.rows ?? 0)
        let shift = rows == old.rows ? .none : RowShift(at: rowStarts[index] + min(old.rows, rows), by: rows - old.rows)
        reindex(from: index)
        return shift
    }

    /// Re-plans the grid to end at item `end`: pages past it are dropped (and returned, loaded ones
    /// too) and a placeholder across it shortened; up to it, the short last page is continued from
    /// where it stopped, or re-read where that cannot be addressed, and placeholders added.
    @discardableResult
    public mutating func replan(through end: Int) -> (shift: RowShift, dropped: [Slot]) {
        guard let size, end != itemEnd else { return (.none, []) }
        let before = rows
        var dropped: [Slot] = []
        if end < itemEnd {
            dropped = cut(from: pagesStarting(before: end))
            if let last = slots.indices.last, itemEnd > end { dropped.append(trim(last, to: end - itemStarts[last])) }
        } else if end > itemEnd {
            // A never-loaded last page is cut again from its start: a regular page grows to full.
            if let last = slots.last, !last.everLoaded, last.items == nil { dropped.append(removeLast()) }
            if itemEnd % size != 0, key(forItemOffset: itemEnd, limit: size - itemEnd % size) == nil,
               slots.last?.everLoaded == true {
                // Page numbers cannot ask for the rest of a short last page: it is read again whole.
                dropped.append(removeLast())
            }
            tile(to: end, size: size)
        }
        reindex(from: 0)
        let changedAt = min(before, rows)
        return (RowShift(at: changedAt, by: rows - before), dropped.filter(\.everLoaded))
    }

    /// Drops page `index` and every page after it; returns them.
    @discardableResult
    public mutating func cut(from index: Int) -> [Slot] {
        guard index < slots.count else { return [] }
        let dropped = Array(slots[index...])
        slots.removeSubrange(index...)
        reindex(from: index)
        return dropped
    }

    /// Drops the pages never loaded (the list stopped); returns how the rows moved: one removal
    /// for each run of them, in order, each in the rows as the ones before it left them.
    @discardableResult
    public mutating func dropNeverLoaded() -> [RowShift] {
        var shifts: [RowShift] = []
        var removed = 0
        for index in slots.indices where !slots[index].everLoaded && slots[index].rows > 0 {
            let at = rowStarts[index] - removed
            if let last = shifts.last, last.at == at {
                shifts[shifts.count - 1].by -= slots[index].rows
            } else {
                shifts.append(RowShift(at: at, by: -slots[index].rows))
            }
            removed += slots[index].rows
        }
        slots.removeAll { !$0.everLoaded }
        reindex(from: 0)
        return shifts
    }

    /// Lets go of page `index`'s items (it shows placeholders until loaded again); returns them.
    public mutating func release(_ index: Int) -> [ListItem] {
        defer { slots[index].items = nil }
        return slots[index].items ?? []
    }

    // MARK: Lookups

    /// The page holding `row` (which must be below `rows`).
    public func slotIndex(forRow row: Int) -> Int {
        var low = 0
        var high = slots.count - 1
        while low < high {
            let mid = (low + high + 1) / 2
            if rowStarts[mid] <= row { low = mid } else { high = mid - 1 }
        }
        return low
    }

    // MARK: Private

    /// The number of pages starting below item `end`.
    private func pagesStarting(before end: Int) -> Int {
        var count = 0
        while count < slots.count, itemStarts[count] < end { count += 1 }
        return count
    }

    /// Shortens page `index` to `keep` items; returns what it let go as a page of its own.
    private mutating func trim(_ index: Int, to keep: Int) -> Slot {
        var slot = slots[index]
        let rows = min(slot.rows, keep)
        let cut = Slot(key: slot.key, items: slot.items.map { Array($0.dropFirst(rows)) }, rows: slot.rows - rows,
                       span: slot.span - keep, everLoaded: slot.everLoaded)
        slot.items = slot.items.map { Array($0.prefix(rows)) }
        slot.rows = rows
        slot.span = keep
        slots[index] = slot
        return cut
    }

    private mutating func removeLast() -> Slot {
        let slot = slots.removeLast()
        reindex(from: slots.count)
        return slot
    }

    /// Adds placeholders from the end to item `end`, each ending on the grid; the first asks for
    /// only the rest of its grid page. Stops where the strategy has no key (its page cap).
    private mutating func tile(to end: Int, size: Int) {
        var at = itemEnd
        while at < end {
            let piece = min(end, (at / size + 1) * size) - at
            guard let key = key(forItemOffset: at, limit: at % size == 0 ? size : piece) else { break }
            slots.append(Slot(key: key, items: nil, rows: piece, span: piece))
            at += piece
        }
        reindex(from: 0)
    }

    /// Recomputes the row and item starts from page `index` on.
    mutating func reindex(from index: Int) {
        let from = min(index, slots.count)
        rowStarts.removeSubrange((from + 1)...)
        itemStarts.removeSubrange((from + 1)...)
        var row = rowStarts[from]
        var item = itemStarts[from]
        rowStarts.reserveCapacity(slots.count + 1)
        itemStarts.reserveCapacity(slots.count + 1)
        for slot in slots[from...] {
            row += slot.rows
            item += slot.span
            rowStarts.append(row)
            itemStarts.append(item)
        }
    }
}
