import Browser
import Catalog
import Foundation
import Networking
import Paging
import TestSupport

/// What waiting costs: frames a second while a list only waits for a rate-limit reset, counted
/// by the event loop's rules (one frame per turn that changed something, and one per spinner
/// tick, every 100 ms, while `App.isBusy`) over ten simulated minutes. The goal is at most 1
/// (the countdown) and no spinner.
enum IdleBench {
    @MainActor
    static func run() async {
        let fps = await framesPerSecondWhileRateLimited(seconds: 600)
        Bench.report("idle.frames_per_s.rate_wait", fps)
        print("idle\n  rate-limit wait: \(String(format: "%.2f", fps)) frames/s (simulated clock, 10 minutes)")
    }

    @MainActor
    static func framesPerSecondWhileRateLimited(seconds: Int) async -> Double {
        let wall = Date(timeIntervalSince1970: 1_800_000_000)
        var configuration = PagingConfiguration()
        configuration.wallClock = { wall }
        let reset = Int64(wall.timeIntervalSince1970) + 3600
        let transport = BenchTransport { _ in
            Fixtures.githubResponse([1, 2], next: "https://api.test/users?since=2", remaining: 0, reset: reset)
        }
        let clock = SimulatedClock()
        let model = ListViewModel(source: GitHubUsers(base: try! APIBase("https://api.test")), transport: transport,
                                  clock: clock, configuration: configuration)
        let app = App(tabs: [Tab(name: "GitHub", model: model)])
        app.resize(TerminalSize(columns: 80, rows: 24))
        var changed = false
        app.onNeedsDisplay = { changed = true }
        _ = app.frame()
        app.didDraw()
        for _ in 0..<100_000 where !model.status.rateLimited { await Task.yield() }
        var frames = 0
        for _ in 0..<(seconds * 10) {
            clock.advance(by: .milliseconds(100))
            for _ in 0..<20 { await Task.yield() }
            if changed || app.isBusy {
                changed = false
                frames += 1
                _ = app.frame()
                app.didDraw()
            }
        }
        return Double(frames) / Double(seconds)
    }
}
