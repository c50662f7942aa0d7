/// Keys the user rebound in the config file's `[keys]` table: one character per action, taking
/// precedence over the built-in bindings in the list.
///
/// A plain value; any thread.
public struct KeyOverrides: Sendable, Equatable {
    /// The command each rebound character means.
    public private(set) var commands: [Character: KeyCommand] = [:]

    /// No overrides.
    public init() {}

    /// Overrides from `action = "key"` pairs; returns them with a warning per pair it cannot use.
    public static func parse(_ table: [String: String]) -> (KeyOverrides, warnings: [String]) {
        var overrides = KeyOverrides()
        var warnings: [String] = []
        for (action, key) in table.sorted(by: { $0.key < $1.key }) {
            guard let command = actions[action] else {
                warnings.append("pagetty: [keys] \(action): unknown action; known: \(actions.keys.sorted().joined(separator: ", "))")
                continue
            }
            guard key.count == 1, let character = key.first, character.isASCII, !character.isWhitespace,
                  character.asciiValue.map({ $0 >= 0x21 && $0 < 0x7F }) == true
            else {
                warnings.append("pagetty: [keys] \(action): \"\(key.prefix(8))\" is not one printable character")
                continue
            }
            overrides.commands[character] = command
        }
        return (overrides, warnings)
    }

    /// Entries that take a key the list already binds to another command: refused, because the
    /// built-in keys must still work (`quit = "j"` would make j quit). One line each, naming both.
    public static func conflicts(_ table: [String: String]) -> [String] {
        table.sorted(by: { $0.key < $1.key }).compactMap { action, key in
            guard let wanted = actions[action], key.count == 1, let character = key.first,
                  let builtIn = KeyMap.command(for: .character(character), in: .list), builtIn != wanted
            else { return nil }
            var taken = actions.first { $0.value == builtIn }?.key ?? "\(builtIn)"
            if case .tab(let index) = builtIn { taken = "tab \(index + 1)" }
            return "pagetty: [keys] \(action) = \"\(character)\": \(character) is already the built-in key for \(taken); choose a key the browser does not use"
        }
    }

    /// The config file's names for the rebindable commands.
    static let actions: [String: KeyCommand] = [
        "down": .lineDown, "up": .lineUp, "page_down": .pageDown, "page_up": .pageUp,
        "half_page_down": .halfPageDown, "half_page_up": .halfPageUp, "top": .top, "bottom": .bottom, "newest": .newest,
        "detail": .openDetail, "open": .openWeb, "copy": .copyURL, "filter": .startFilter,
        "refresh": .refresh, "retry": .retry, "help": .toggleHelp, "thumbnails": .toggleThumbnails,
        "quit": .quit, "next_tab": .nextTab, "previous_tab": .previousTab,
    ]
}
