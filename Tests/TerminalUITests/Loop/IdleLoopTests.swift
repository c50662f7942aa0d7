import Browser
import Catalog
import Clocks
import Foundation
import Paging
import Testing
import TestSupport
@testable import TerminalUI

/// Idle is idle: while a list only waits for a rate-limit reset the loop draws the countdown at
/// most once a second and the spinner's timer does not run.
@MainActor
@Suite struct IdleLoopTests {
    /// Frames per second the real loop draws over `seconds` of a rate-limit wait on the injected
    /// clock, with the driver's timer fired every 100 ms while it runs (as the live driver would).
    static func framesPerSecondWhileRateLimited(seconds: Int = 60) async throws -> (fps: Double, timer: Bool) {
        let wall = Date(timeIntervalSince1970: 1_800_000_000)
        var configuration = PagingConfiguration()
        configuration.wallClock = { wall }
        configuration.random = { 0.5 }
        let reset = Int64(wall.timeIntervalSince1970) + 3600
        let transport = StubTransport { _ in
            Fixtures.githubResponse([1, 2], next: "https://api.test/users?since=2", remaining: 0, reset: reset)
        }
        let clock = TestClock<Duration>()
        let model = ListViewModel(source: GitHubUsers(base: try APIBase("https://api.test")), transport: transport,
                                  clock: clock, configuration: configuration)
        let terminal = RecordingTerminal()
        let driver = ManualDriver()
        let loop = EventLoop(app: App(tabs: [Tab(name: "GitHub", model: model)]), terminal: terminal, driver: driver)
        loop.start()
        for _ in 0..<10_000 where !model.status.rateLimited {
            await Task.yield()
            driver.endTurn()
        }
        #expect(model.status.rateLimited)
        let before = terminal.frames.count
        var timerRan = false
        for _ in 0..<(seconds * 10) {
            await clock.advance(by: .milliseconds(100))
            for _ in 0..<5 { await Task.yield() }
            if driver.isTimerRunning {
                timerRan = true
                driver.fireTimer()
            }
            driver.endTurn()
        }
        return (Double(terminal.frames.count - before) / Double(seconds), timerRan)
    }

    @Test func aRateLimitWaitDrawsAtMostOnceASecond() async throws {
        let (fps, timerRan) = try await Self.framesPerSecondWhileRateLimited()
        #expect(!timerRan, "the spinner's timer ran while nothing was in flight")
        #expect(fps <= 1.0, "\(fps) frames a second while waiting")
        #expect(fps >= 0.9, "the countdown still moves: \(fps) frames a second")
    }
}
