import Browser
import Theming

/// Runs an `App` in the terminal until the user quits.
///
/// Wiring: `try await TerminalApp.run(App(tabs: [Tab(name: "GitHub", model: model), …]))`.
public enum TerminalApp {
    /// Takes over the terminal, runs until `q` or SIGINT, SIGTERM or SIGHUP, and restores the
    /// terminal. Returns the signal that ended it (nil for `q`): the caller saves what it keeps
    /// and then exits with 128 + the signal (130, 143, 129), as a shell expects.
    ///
    /// `colors` false (`color = false` in the config) draws neither pictures nor the theme, as
    /// `NO_COLOR` does; `theme` colours roles otherwise. `device` `.controllingTerminal` draws on
    /// /dev/tty and leaves stdout alone (the picker prints its result there afterwards).
    @MainActor
    @discardableResult
    public static func run(_ app: App, theme: Theme = Theme(), colors: Bool = true,
                           device: TerminalDevice = .standardStreams) async throws -> Int32? {
        let terminal = try CursesTerminal(theme: colors ? theme : Theme(), colors: colors, device: device)
        let loop = EventLoop(app: app, terminal: terminal, driver: DispatchDriver(input: terminal.input, signals: terminal.signals),
                             output: terminal.output)
        await loop.run()
        return loop.endingSignal
    }
}
