import Browser
import Glibc
import Testing
@testable import TerminalUI

/// The event loop turned by hand: frame coalescing, the spinner's timer and signals, no tmux.
@MainActor
@Suite("Event loop")
struct EventLoopTests {
    let model = ScriptedModel(count: 50)
    let terminal = RecordingTerminal()
    let driver = ManualDriver()
    let loop: EventLoop

    init() {
        loop = EventLoop(app: App(tabs: [Tab(name: "T", model: model)]), terminal: terminal, driver: driver)
    }

    @Test func startDrawsOneFrame() {
        loop.start()
        #expect(terminal.frames.count == 1)
        #expect(loop.isRunning)
    }

    @Test func severalChangesInOneTurnMakeOneFrame() throws {
        loop.start()
        for loaded in 1...3 { model.status.loaded = loaded }
        model.rows.removeLast()
        #expect(terminal.frames.count == 1, "a change draws at the end of the turn, not at once")
        #expect(driver.pendingWork == 1)
        driver.endTurn()
        #expect(terminal.frames.count == 2)
        #expect(try #require(terminal.frames.last).status.loaded == 3)
        driver.endTurn()
        #expect(terminal.frames.count == 2, "nothing changed since")
    }

    @Test func keysReadAtOneWakeUpMakeOneFrame() throws {
        loop.start()
        terminal.keys = [.down, .down, .down]
        driver.wakeInput()
        #expect(terminal.frames.count == 2)
        #expect(try #require(terminal.frames.last).selectedRow == 3)
    }

    @Test func theSpinnerTicksOnlyWhileBusy() throws {
        loop.start()
        #expect(!driver.isTimerRunning)
        model.status.inFlight = true
        driver.endTurn()
        #expect(driver.timerInterval == EventLoop.spinnerInterval)
        let before = try #require(terminal.frames.last).spinnerTick
        driver.fireTimer()
        driver.fireTimer()
        #expect(try #require(terminal.frames.last).spinnerTick == before + 2)
        #expect(driver.timerStarts == 1, "one timer for the whole busy spell, not one per frame")
        model.status.inFlight = false
        driver.endTurn()
        #expect(!driver.isTimerRunning)
    }

    @Test(arguments: [SIGINT, SIGTERM, SIGHUP])
    func aTerminatingSignalEndsTheLoopLikeQuit(signal: Int32) {
        loop.start()
        driver.deliver(signal: signal)
        #expect(!loop.isRunning)
        #expect(loop.endingSignal == signal)
        #expect(terminal.isEnded)
        #expect(driver.isStopped)
        let frames = terminal.frames.count
        model.status.loaded = 9
        driver.endTurn()
        #expect(driver.pendingWork == 0)
        #expect(terminal.frames.count == frames, "no frame after the end")
    }

    @Test func runReturnsWhenASignalArrives() async {
        driver.onStart = { [driver] in driver.deliver(signal: SIGTERM) }
        await loop.run()
        #expect(loop.endingSignal == SIGTERM)
        #expect(terminal.isEnded)
    }

    @Test func quitEndsTheLoopWithNoSignal() {
        loop.start()
        terminal.keys = [.character("q"), .down]
        driver.wakeInput()
        #expect(!loop.isRunning)
        #expect(loop.endingSignal == nil)
        #expect(terminal.keys == [.down], "keys after quit are left unread")
        #expect(terminal.isEnded)
    }

    @Test func endOfFileEndsTheLoopAsAHangUp() {
        loop.start()
        driver.pendingInput = 0
        driver.wakeInput()
        driver.wakeInput()
        #expect(loop.isRunning, "two empty wake-ups may be noise")
        driver.wakeInput()
        #expect(loop.endingSignal == SIGHUP)
    }

    @Test func aResizeRedrawsAtTheNewSize() {
        loop.start()
        terminal.size = TerminalSize(columns: 100, rows: 30)
        driver.deliver(signal: SIGWINCH)
        #expect(terminal.frames.count == 2)
        #expect(terminal.frames.last?.rows.count == Layout.listHeight(for: terminal.size))
    }

    @Test func aStopAndContinueRepaintsAndRetakesTheModes() {
        loop.start()
        driver.deliver(signal: SIGTSTP)
        // Nothing is painted until SIGCONT: the stop itself may come a moment after the signal.
        #expect(terminal.isSuspended)
        #expect(terminal.frames.count == 1)
        driver.deliver(signal: SIGCONT)
        #expect(!terminal.isSuspended)
        #expect(terminal.frames.count == 2)
        #expect(driver.delays == [.milliseconds(50), .milliseconds(250)])
        driver.deliver(signal: SIGCONT)
        #expect(terminal.frames.count == 2, "a SIGCONT with no stop changes nothing")
    }
}
