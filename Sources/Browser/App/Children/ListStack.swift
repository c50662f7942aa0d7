/// One tab's parents: the lists a child was opened from, each with its view state, so that going
/// back shows the parent with its selection, scroll and loaded pages as they were.
///
/// A value owned by `App` (main actor: it holds models). Bounded: at most `maxDepth` parents;
/// only the nearest `keptParents` and the tab's own list keep their models (and so their pages);
/// a deeper parent keeps its place and name and is made afresh by its `reload` on the way back.
@MainActor
struct ListStack {
    /// A list below the one shown.
    struct Level {
        /// The tab line's label for it (its breadcrumb).
        var name: String
        /// Its model; nil once its pages were let go.
        var model: (any ListModel)?
        /// Its viewport, filter and the rest, as they were when the child opened.
        var state: TabState
        /// Its URL (nil for the tab's own list).
        var url: String?
        /// Makes its model afresh; nil for the tab's own list, which is always kept.
        var reload: (@MainActor () -> any ListModel)?
        /// The picker's marks in it (`--pick`), kept while a child is shown, even once its pages go.
        var marks: PickState?
    }

    /// The deepest a child can be: this many parents under it. Memory stays bounded at any depth
    /// (only `keptParents` keep pages): `make bench`'s `stack.rss.ten_deep_vs_one` measures ten.
    static let maxDepth = 10
    /// Parents nearest the one shown that keep their pages; the tab's own list always does.
    static let keptParents = 2

    /// The parents, the tab's own list first.
    private(set) var parents: [Level] = []
    /// The URL of the list shown, when it is a child (the tab's own list's is its owner's).
    private(set) var shownURL: String?
    /// How to make the list shown afresh, when it is a child.
    private(set) var shownReload: (@MainActor () -> any ListModel)?

    /// How many lists are under the one shown.
    var depth: Int { parents.count }

    /// Whether another child may open over the one shown.
    var canPush: Bool { parents.count < Self.maxDepth }

    /// Puts `level` under a new child; returns the models of the parents that let their pages go
    /// now (the caller cancels them), whose places are kept to land on once made afresh.
    mutating func push(_ level: Level, child: ChildList) -> [any ListModel] {
        parents.append(level)
        shownURL = child.url
        shownReload = child.reload
        var released: [any ListModel] = []
        for index in parents.indices.dropLast(Self.keptParents) {
            guard parents[index].reload != nil, let model = parents[index].model else { continue }
            released.append(model)
            parents[index].model = nil
            let plain = parents[index].state.plain
            let place = plain.top > 0 || plain.selected > 0 ? PendingTop(top: plain.top, selected: plain.selected) : nil
            parents[index].state = TabState(pendingTop: place)
        }
        return released
    }

    /// The nearest parent, taken off the stack; nil at the tab's own list.
    mutating func pop() -> Level? {
        guard let level = parents.popLast() else { return nil }
        shownURL = level.url
        shownReload = level.reload
        return level
    }
}
