import Foundation
import Testing

/// `[theme]` colours reach the terminal; `NO_COLOR` or `color = false` leaves attributes only.
@Suite("End to end: theme", .serialized, .enabled(if: Pagetty.supportsDemo, "the pagetty binary is not built"))
struct ThemeEndToEndTests {
    /// A config home with `[theme]`; `swift test` exports NO_COLOR=1, which an empty value unsets.
    static func environment(noColor: String, config: String) throws -> (environment: [String: String], directory: String) {
        let home = FileManager.default.temporaryDirectory.appendingPathComponent("pagetty-theme-\(UUID().uuidString)").path
        try FileManager.default.createDirectory(atPath: home + "/pagetty", withIntermediateDirectories: true)
        try (config + "[theme]\nselection = \"red\"\nstatus = \"white on blue\"\n")
            .write(toFile: home + "/pagetty/config.toml", atomically: true, encoding: .utf8)
        return (["XDG_CONFIG_HOME": home, "NO_COLOR": noColor], home)
    }

    /// The SGR parameters in force at the first character of `line`: the escapes before it.
    static func leadingSGR(_ line: String) -> Set<String> {
        var parameters: Set<String> = []
        var rest = Substring(line)
        while rest.hasPrefix("\u{1B}[") {
            let body = rest.dropFirst(2).prefix { $0 != "m" }
            for parameter in body.split(separator: ";") { parameters.insert(String(parameter)) }
            if body == "0" || body.isEmpty { parameters = [] }
            rest = rest.dropFirst(2 + body.count + 1)
        }
        return parameters
    }

    /// Starts the demo, selects the second row; the escaped screen once it is drawn.
    func selectedScreen(noColor: String, config: String = "", arguments: String = "--demo") async throws -> [String] {
        let (environment, home) = try Self.environment(noColor: noColor, config: config)
        defer { try? FileManager.default.removeItem(atPath: home) }
        let session = try TmuxSession(command: "\(TmuxSession.quote(Pagetty.binary)) \(arguments)", width: 100, height: 20,
                                      environment: environment)
        try await session.waitUntil("the first rows") { BrowserScreen($0).itemRows.count > 3 }
        try session.send("j")
        let plain = try await session.waitUntil("the second row selected") { _ in
            let escaped = (try? session.captureWithEscapes()) ?? []
            return escaped.count > 3 && Self.leadingSGR(escaped[3]).contains("7")
        }
        let escaped = try session.captureWithEscapes()
        try session.send("q")
        _ = try await session.waitForExit()
        #expect(BrowserScreen(plain).isBrowser)
        return escaped
    }

    @Test(arguments: ["--demo", "url --demo /generic/link --title name"])
    func theThemeColoursTheSelectionAndTheStatusBar(arguments: String) async throws {
        let screen = try await selectedScreen(noColor: "", arguments: arguments)
        // selection = "red": reverse video kept, red ink, so a red bar.
        #expect(Self.leadingSGR(screen[3]) == ["7", "31"])
        // status = "white on blue": the colours replace reverse video.
        let status = try #require(screen.last { !$0.isEmpty })
        #expect(Self.leadingSGR(status) == ["37", "44"])
        // Rows without a role keep the terminal's colours.
        #expect(!Self.leadingSGR(screen[4]).contains("31"))
    }

    @Test(arguments: [("1", ""), ("", "color = false\n")])
    func noColorDrawsAttributesOnly(noColor: String, config: String) async throws {
        let screen = try await selectedScreen(noColor: noColor, config: config)
        #expect(Self.leadingSGR(screen[3]) == ["7"])
        let status = try #require(screen.last { !$0.isEmpty })
        #expect(Self.leadingSGR(status) == ["7"])
    }
}
