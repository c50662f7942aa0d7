import Browser
import Foundation
import TerminalUI

/// Render benchmarks: CPU per one-row scroll step and terminal bytes per step, at 200×50.
enum RenderBench {
    static let size = TerminalSize(columns: 200, rows: 50)
    static let steps = 400

    @MainActor
    static func run() async {
        let small = frameMicroseconds(rowCount: 1_000)
        let large = frameMicroseconds(rowCount: 1_000_000)
        Bench.report("render.frame_us.1k", small)
        Bench.report("render.frame_us.1m_vs_1k", large / small)
        if let (bytes, cursesMicroseconds) = terminalCost(rowCount: 1_000) {
            Bench.report("render.bytes_per_scroll", bytes)
            Bench.report("render.curses_frame_us.1k", cursesMicroseconds)
        }
    }

    /// Median CPU µs of one `j` at the bottom of the screen: key, frame, render, visibility report.
    @MainActor
    static func frameMicroseconds(rowCount: Int) -> Double {
        let app = App(tabs: [Tab(name: "GitHub", model: BenchListModel(rowCount: rowCount))])
        app.resize(size)
        var samples: [Double] = []
        for step in 0..<(steps + 60) {
            let started = threadCPUMicroseconds()
            app.handle(.character("j"))
            let screen = app.frame()
            var canvas = MemoryCanvas(size: size)
            Renderer.render(screen, into: &canvas)
            app.didDraw()
            let elapsed = threadCPUMicroseconds() - started
            // The first screenful moves only the selection; scrolling starts after it.
            if step >= 60 { samples.append(elapsed) }
        }
        return Bench.median(samples)
    }

    /// Median bytes ncurses writes per one-row scroll, and median CPU µs including ncurses.
    @MainActor
    static func terminalCost(rowCount: Int) -> (Double, Double)? {
        guard let terminal = HeadlessTerminal(size: size) else { return nil }
        defer { terminal.close() }
        let app = App(tabs: [Tab(name: "GitHub", model: BenchListModel(rowCount: rowCount))])
        app.resize(size)
        var bytes: [Double] = []
        var cpu: [Double] = []
        for step in 0..<(steps + 60) {
            let started = threadCPUMicroseconds()
            app.handle(.character("j"))
            let written = terminal.draw(app.frame())
            app.didDraw()
            let elapsed = threadCPUMicroseconds() - started
            if step >= 60 {
                bytes.append(Double(written))
                cpu.append(elapsed)
            }
        }
        return (Bench.median(bytes), Bench.median(cpu))
    }

    static func threadCPUMicroseconds() -> Double {
        var spec = timespec()
        clock_gettime(CLOCK_THREAD_CPUTIME_ID, &spec)
        return Double(spec.tv_sec) * 1_000_000 + Double(spec.tv_nsec) / 1000
    }
}

/// Rows made on demand, like a loaded list: GitHub-like logins, some Qiita-like Japanese titles.
@MainActor
final class BenchListModel: ListModel {
    let columns = [Column("id", width: 9, alignRight: true), Column("login", width: 24), Column("title"),
                   Column("likes", width: 6, alignRight: true)]
    let rowCount: Int
    var status = ListStatus(source: "GitHub users")
    var onChange: (@MainActor () -> Void)?

    init(rowCount: Int) {
        self.rowCount = rowCount
        status.loaded = rowCount
    }

    func row(at index: Int) -> ListRow {
        let title = index % 4 == 0 ? "Swiftで並行処理を学ぶ 第\(index)回" : "Notes on paginated REST APIs, part \(index)"
        return .item(RowItem(id: "\(index)", cells: ["\(index + 1)", "user-\(index)", title, "\(index % 997)"]))
    }

    func appeared(_ rows: Range<Int>) {}
    func prefetch(_ rows: Range<Int>) {}
    func disappeared(_ rows: Range<Int>) {}
    func refresh() {}
    func retry() {}
    func cancel() {}
    func detail(at index: Int) async throws -> ItemDetail { ItemDetail(title: "\(index)") }
}
