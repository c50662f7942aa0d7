import Testing
@testable import Browser

@Suite("Status bar and key map")
struct StatusBarTests {
    @Test func theRateBudgetShowsTheResetOnlyWhenLow() {
        var status = ListStatus(source: "GitHub", rateRemaining: 50, rateLimit: 60, rateResetIn: 600)
        #expect(StatusBar.rate(status) == "rate 50/60")
        status.rateRemaining = 6
        #expect(StatusBar.rate(status) == "rate 6/60 reset 10m00s")
        status.rateLimited = true
        status.rateResetIn = 42
        #expect(StatusBar.rate(status) == "rate limited, resumes in 42s")
        #expect(StatusBar.rate(ListStatus(source: "x")) == nil)
    }

    @Test func durationsAreShort() {
        #expect(StatusBar.duration(-3) == "0s")
        #expect(StatusBar.duration(59) == "59s")
        #expect(StatusBar.duration(185) == "3m05s")
        #expect(StatusBar.duration(3720) == "1h02m")
    }

    @Test func theStatusLineSaysWhatTheModelSays() {
        let screen = Screen(tabs: ["GitHub"], columns: [], rows: [],
                            status: ListStatus(source: "GitHub users", loaded: 300, total: 1302, inFlight: true,
                                               lastError: "HTTP 503", notice: "the list moved"),
                            spinnerTick: 3)
        #expect(StatusBar.text(screen) == "⠸ GitHub users  300/1302  ✗ HTTP 503  the list moved")
    }

    @Test func keysMeanDifferentThingsInEachMode() {
        #expect(KeyMap.command(for: .character("q"), in: .list) == .quit)
        #expect(KeyMap.command(for: .character("q"), in: .detail) == .closePane)
        #expect(KeyMap.command(for: .character("q"), in: .filterEditing) == .filterInsert("q"))
        #expect(KeyMap.command(for: .character("j"), in: .help) == .closePane)
        #expect(KeyMap.command(for: .control("d"), in: .list) == .halfPageDown)
        #expect(KeyMap.command(for: .backTab, in: .list) == .previousTab)
        #expect(KeyMap.command(for: .character("x"), in: .list) == nil)
    }
}
