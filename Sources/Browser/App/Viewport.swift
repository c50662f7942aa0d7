import Paging

/// Which way the user last moved through a list; prefetch looks that way.
public enum ScrollDirection: Sendable, Equatable {
    case down, up
}

/// The selection and the first row shown of one list: pure arithmetic, no model access.
public struct Viewport: Sendable, Equatable {
    /// The first row on screen.
    public var top = 0
    /// The selected row.
    public var selected = 0
    /// The direction of the last move.
    public var direction: ScrollDirection = .down

    /// A viewport at the start of the list.
    public init(top: Int = 0, selected: Int = 0) {
        self.top = top
        self.selected = selected
    }

    /// Moves the selection by `delta` rows and scrolls just enough to keep it on screen.
    public mutating func moveSelection(by delta: Int, count: Int, height: Int) {
        if delta != 0 { direction = delta > 0 ? .down : .up }
        selected += delta
        clamp(count: count, height: height)
    }

    /// Moves the selection and the screen together by `delta` rows (pages).
    public mutating func page(by delta: Int, count: Int, height: Int) {
        if delta != 0 { direction = delta > 0 ? .down : .up }
        top += delta
        selected += delta
        clampTop(count: count, height: height)
        selected = min(max(selected, top), top + max(0, height - 1))
        clamp(count: count, height: height)
    }

    /// Scrolls the screen by `delta` rows; the selection moves only to stay on screen.
    public mutating func scroll(by delta: Int, count: Int, height: Int) {
        if delta != 0 { direction = delta > 0 ? .down : .up }
        top += delta
        clampTop(count: count, height: height)
        selected = min(max(selected, top), top + max(0, height - 1))
        clamp(count: count, height: height)
    }

    /// Selects row `index` (a click, `g`, `G`).
    public mutating func select(_ index: Int, count: Int, height: Int) {
        direction = index >= selected ? .down : .up
        selected = index
        clamp(count: count, height: height)
    }

    /// Keeps both in range after the count or the height changed, the selection on screen.
    public mutating func clamp(count: Int, height: Int) {
        selected = min(max(0, selected), max(0, count - 1))
        if selected < top { top = selected }
        if height > 0, selected >= top + height { top = selected - height + 1 }
        clampTop(count: count, height: height)
    }

    private mutating func clampTop(count: Int, height: Int) {
        top = min(max(0, top), max(0, count - max(1, height)))
    }
}

extension Viewport {
    /// The viewport after `change`: the selection and the first row move with their items; nil
    /// when the list started over.
    func moved(by change: ListChange) -> Viewport? {
        guard let top = change.moved(top), let selected = change.moved(selected) else { return nil }
        var moved = self
        moved.top = top
        moved.selected = selected
        return moved
    }
}
