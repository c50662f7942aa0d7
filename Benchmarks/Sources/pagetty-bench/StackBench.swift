import Browser
import Catalog
import Foundation
import Networking
import Paging

/// A ten-deep stack of related lists (issue 40): resident memory after opening ten nested
/// children, each with `pages` pages loaded, over one list with the same pages. Only the tab's own
/// list, the two nearest parents and the list shown keep their pages, so the goal is about 4
/// whatever the depth; every list kept would make it 11.
enum StackBench {
    static let pages = 20, perPage = 100, depth = 10
    /// About 2 KiB of JSON per item: 4 MiB a list, well above the allocator's noise.
    static let filler = String(repeating: "x", count: 2_000)

    /// Runs the area in a process of its own unless it is the only one selected: after the
    /// other areas its resident baseline read -1.7 MiB (the allocator gave back what they had
    /// left), and before them its peak would hide theirs.
    @MainActor static func runInItsOwnProcess() async {
        guard ProcessInfo.processInfo.environment["BENCH_FILTER"] != "stack" else { return await run() }
        let child = Process()
        child.executableURL = URL(fileURLWithPath: "/proc/self/exe")
        child.environment = ProcessInfo.processInfo.environment.merging(["BENCH_FILTER": "stack"]) { $1 }
        // Its lines after the ones already printed (every stream flushed).
        fflush(nil)
        do {
            try child.run()
            child.waitUntilExit()
        } catch {
            print("stack: could not start its process: \(error)")
        }
    }

    @MainActor static func run() async {
        // The heap given back between the two, so the second does not reuse the first's pages
        // (and the lists let go ten deep count as gone).
        trimHeap()
        let base = Bench.currentRSSMiB()
        var kept: [any ListModel] = [await loadedList()]
        trimHeap()
        let one = Bench.currentRSSMiB() - base
        kept.removeAll()
        trimHeap()
        let before = Bench.currentRSSMiB()
        let app = await tenDeep()
        trimHeap()
        let ten = Bench.currentRSSMiB() - before
        print("stack: one list of \(pages) pages \(String(format: "%.1f", one)) MiB; \(depth) children deep \(String(format: "%.1f", ten)) MiB")
        Bench.report("stack.rss.ten_deep_vs_one", ten / max(one, 0.1))
        withExtendedLifetime(app) {}
    }

    /// glibc's `malloc_trim(0)`: freed heap back to the system, so resident memory is what is held.
    static func trimHeap() {
        typealias Trim = @convention(c) (Int) -> Int32
        if let symbol = dlsym(nil, "malloc_trim") { _ = unsafeBitCast(symbol, to: Trim.self)(0) }
    }

    /// A page of items, each linking to a list of its own (`kids_url`), on a list with `pages` pages.
    static func answer(_ request: HTTPRequest) -> HTTPResponse {
        let page = URLComponents(string: request.url)?.queryItems?.first { $0.name == "page" }?.value.flatMap(Int.init) ?? 1
        let items = (0..<perPage).map { index in
            "{\"id\":\((page - 1) * perPage + index),\"name\":\"\(filler)\",\"kids_url\":\"http://bench.test/kids\"}"
        }
        return HTTPResponse(status: 200, headers: ["Content-Type": "application/json", "X-Total-Count": "\(pages * perPage)"],
                            body: Array(("[" + items.joined(separator: ",") + "]").utf8), effectiveURL: request.url)
    }

    /// The list before its first page.
    @MainActor static func freshList() -> ListViewModel {
        let spec = try! GenericSpec.parse(url: "http://bench.test/items", title: "name", strategy: "page:page,per_page",
                                          totalHeader: "X-Total-Count", perPage: "\(perPage)")
        let source = try! GenericSource(spec: spec, environment: [:])
        return ListViewModel(source: source, transport: BenchTransport { answer($0) }, clock: ContinuousClock())
    }

    /// A list with all its pages loaded, as scrolling to its end would leave it.
    @MainActor static func loadedList() async -> any ListModel {
        let model = freshList()
        model.appeared(0..<(pages * perPage))
        while model.paginator.loadedCount < pages * perPage { try? await Task.sleep(for: .milliseconds(1)) }
        return model
    }

    /// A browser `depth` children deep, each opened from the first row's detail with `1`.
    @MainActor static func tenDeep() async -> App {
        let app = App(tabs: [Tab(name: "items", model: await loadedList())])
        app.resize(TerminalSize(columns: 100, rows: 30))
        // As the opener makes them: a child can be made afresh, so a deep parent lets its pages go.
        app.openChild = { _ in .opened(ChildList(model: await loadedList(), url: "http://bench.test/kids", reload: { freshList() })) }
        for _ in 0..<depth {
            let shown = app.model
            app.handle(.enter)
            app.handle(.character("1"))
            while app.model === shown { try? await Task.sleep(for: .milliseconds(1)) }
        }
        return app
    }
}
