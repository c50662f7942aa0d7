import Testing
@testable import Browser

@MainActor
@Suite("A tab's stack of parent lists, as a value")
struct ListStackTests {
    func level(_ name: String, top: Int, selected: Int, reload: Bool = true) -> ListStack.Level {
        var state = TabState()
        state.plain = Viewport(top: top, selected: selected)
        state.filter = FilterState(query: name, editing: false)
        let model: any ListModel = FakeListModel.users(100)
        var again: (@MainActor () -> any ListModel)?
        if reload { again = { FakeListModel.users(100) } }
        return ListStack.Level(name: name, model: model, state: state, url: "http://127.0.0.1/\(name)", reload: again)
    }

    func child(_ url: String) -> ChildList {
        let again: @MainActor () -> any ListModel = { FakeListModel.users(3) }
        return ChildList(model: FakeListModel.users(3), url: url, reload: again)
    }

    @Test func popGivesBackTheParentAsItWasPushed() {
        var stack = ListStack()
        let parent = level("users", top: 40, selected: 47, reload: false)
        #expect(stack.push(parent, child: child("http://127.0.0.1/repos")).isEmpty)
        #expect(stack.depth == 1)
        #expect(stack.shownURL == "http://127.0.0.1/repos")
        let back = stack.pop()
        #expect(back?.name == "users")
        #expect(back?.state.plain == Viewport(top: 40, selected: 47))
        #expect(back?.state.filter?.query == "users")
        #expect(back?.model === parent.model)
        #expect(stack.depth == 0)
        #expect(stack.shownURL == "http://127.0.0.1/users")
        #expect(stack.pop() == nil)
    }

    @Test func parentsBeyondTheKeptOnesLetTheirPagesGoButKeepTheirPlace() {
        var stack = ListStack()
        _ = stack.push(level("root", top: 5, selected: 6, reload: false), child: child("http://127.0.0.1/a"))
        _ = stack.push(level("a", top: 10, selected: 12), child: child("http://127.0.0.1/b"))
        _ = stack.push(level("b", top: 20, selected: 21), child: child("http://127.0.0.1/c"))
        let released = stack.push(level("c", top: 30, selected: 33), child: child("http://127.0.0.1/d"))
        // Four parents, two kept: `a` let its pages go; the tab's own list never does.
        #expect(released.count == 1)
        #expect(stack.parents.map { $0.model == nil } == [false, true, false, false])
        #expect(stack.parents[1].state.pendingTop == PendingTop(top: 10, selected: 12))
        #expect(stack.parents[1].state.filter == nil)
        #expect(stack.parents[0].state.plain == Viewport(top: 5, selected: 6))
    }

    /// Ten children deep (the measure): ten parents under the one shown, still only the
    /// tab's own list and the two nearest keeping their pages.
    @Test func tenChildrenDeepOpen() {
        var stack = ListStack()
        for depth in 0..<10 {
            #expect(stack.canPush, "depth \(depth)")
            _ = stack.push(level("l\(depth)", top: 0, selected: 0, reload: depth > 0), child: child("http://127.0.0.1/\(depth)"))
        }
        #expect(stack.depth == 10)
        #expect(stack.parents.filter { $0.model != nil }.count == 3)
    }

    @Test func theStackIsBounded() {
        var stack = ListStack()
        for depth in 0..<ListStack.maxDepth {
            #expect(stack.canPush)
            _ = stack.push(level("l\(depth)", top: 0, selected: 0, reload: depth > 0), child: child("http://127.0.0.1/\(depth)"))
        }
        #expect(!stack.canPush)
        #expect(stack.parents.filter { $0.model != nil }.count == ListStack.keptParents + 1)
    }
}
