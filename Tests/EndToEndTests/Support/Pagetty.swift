import Foundation
import TestSupport
import Testing

/// The `pagetty` binary under test and how to read its screen.
enum Pagetty {
    /// The `pagetty` built with these tests (the same scratch path: `.build`, `.build-tsan`, …).
    static let binary = BuiltProducts.path("pagetty")

    /// Whether the binary exists and its help lists `--demo` (the E2E tests skip until it does).
    static let supportsDemo: Bool = {
        guard FileManager.default.isExecutableFile(atPath: binary) else { return false }
        let help = try? Subprocess.run(binary, ["--help"])
        return help?.output.contains("--demo") == true
    }()

    /// Starts `pagetty --demo` in a fresh tmux session.
    static func demo(width: Int = 200, height: Int = 50, environment: [String: String] = [:]) throws -> TmuxSession {
        try TmuxSession(command: "\(TmuxSession.quote(binary)) --demo", width: width, height: height,
                        environment: environment)
    }
}

/// One captured frame of the browser, split into its parts.
struct BrowserScreen {
    var lines: [String]

    init(_ captured: [String]) {
        var lines = captured
        if lines.last == "" { lines.removeLast() }
        self.lines = lines
    }

    var tabBar: String { lines.first ?? "" }
    var header: String { lines.count > 1 ? lines[1] : "" }
    var status: String { lines.last ?? "" }
    /// The list rows, trailing blank rows dropped.
    var rows: [String] {
        guard lines.count > 3 else { return [] }
        var rows = Array(lines[2..<(lines.count - 1)])
        while rows.last?.trimmingCharacters(in: .whitespaces).isEmpty == true { rows.removeLast() }
        return rows
    }

    /// Rows that are items (not loading, placeholder, error or end rows).
    var itemRows: [String] { rows.filter { Self.isItem($0) } }
    /// Whether any loading or placeholder row is on screen.
    var isLoading: Bool { rows.contains { Self.isLoadingRow($0) } }
    /// The first item row's first word (a Pokémon's number, a user's login): the item, whatever
    /// columns are still being filled in (Pokémon types arrive with each row's detail).
    var firstItemKey: String? { itemRows.first?.split(separator: " ").first.map(String.init) }
    /// The end row's text, if on screen.
    var endRow: String? { rows.first { $0.hasPrefix("— ") } }

    static func isLoadingRow(_ row: String) -> Bool {
        let trimmed = row.trimmingCharacters(in: .whitespaces)
        return trimmed == "…" || trimmed.hasSuffix("loading…")
    }

    static func isItem(_ row: String) -> Bool {
        let trimmed = row.trimmingCharacters(in: .whitespaces)
        return !trimmed.isEmpty && !isLoadingRow(row) && !trimmed.hasPrefix("✗ ") && !trimmed.hasPrefix("— ")
    }

    /// Whether the browser (not the too-small notice) is drawn.
    /// Whether the help pane is open.
    var isHelp: Bool { lines.contains { $0.contains("next, previous row") } }

    var isBrowser: Bool { tabBar.contains("1 ") && status.contains("? help") }
}

extension TmuxSession {
    /// Sends `keys` to the browser and returns once it has handled them all. Keys are handled in
    /// order, so the help pane opened after them shows only then; it is closed again. A screen
    /// that held still between two of the keys was taken for the last before (and the position
    /// saved later was another: a failed fresh-clone run).
    func sendHandled(_ keys: [String]) async throws {
        for key in keys { try send(key) }
        try send("?")
        try await waitUntil("the help after the keys", timeout: .seconds(10)) { BrowserScreen($0).isHelp }
        try send("Escape")
    }
}

extension TmuxSession {
    /// Backspace from a child list, then `q`: the tab's own list must be back (no breadcrumb) with
    /// the rows `parent` showed and row `row` (1-based) selected.
    func backToParentAndQuit(_ parent: [String], selected row: Int) async throws {
        try send("BSpace")
        let back = try await waitUntil("the parent list again") { lines in
            !BrowserScreen(lines).tabBar.contains("›") && BrowserScreen(lines).itemRows.count > 5
        }
        #expect(BrowserScreen(back).itemRows == BrowserScreen(parent).itemRows)
        #expect(BrowserScreen(back).status.contains(" \(row)/"), "\(BrowserScreen(back).status)")
        try send("q")
        _ = try await waitForExit()
    }
}
