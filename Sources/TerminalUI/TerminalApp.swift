import Browser

/// Runs an `App` in the terminal until the user quits.
///
/// Wiring: `try await TerminalApp.run(App(tabs: [Tab(name: "GitHub", model: model), …]))`.
public enum TerminalApp {
    /// Takes over the terminal, runs until `q`, and restores the terminal. SIGINT, SIGTERM and
    /// SIGHUP restore it and exit the process with 130, 143 and 129.
    @MainActor
    public static func run(_ app: App) async throws {
        let loop = try EventLoop(app: app)
        await loop.run()
    }
}
