/// Keys the user rebound in the config file's `[keys]` table: one character, or Alt and one
/// (`M-r`), per action, taking precedence over the built-in bindings in the list.
///
/// A plain value; any thread.
public struct KeyOverrides: Sendable, Equatable {
    /// The command each rebound character means.
    public private(set) var commands: [Character: KeyCommand] = [:]
    /// The command each rebound Alt+character (`M-r`: Esc then r) means.
    public private(set) var altCommands: [Character: KeyCommand] = [:]

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
            switch Self.key(named: key) {
            case .character(let character): overrides.commands[character] = command
            case .alt(let character): overrides.altCommands[character] = command
            default:
                warnings.append("pagetty: [keys] \(action): \"\(key.prefix(8))\" is not one printable character (or M- and one, for Alt)")
            }
        }
        return (overrides, warnings)
    }

    /// The override for `key` in the list, if any.
    public func command(for key: Key) -> KeyCommand? {
        switch key {
        case .character(let character): return commands[character]
        case .alt(let character): return altCommands[character]
        default: return nil
        }
    }

    /// The keys rebound to `command`, as `[keys]` writes them (`O`, `M-r`): plain ones first.
    func keys(for command: KeyCommand) -> [String] {
        commands.filter { $0.value == command }.keys.sorted().map { String($0) }
            + altCommands.filter { $0.value == command }.keys.sorted().map { Key.alt($0).configName }
    }

    /// The key a `[keys]` value names: one printable ASCII character (`r`), or `M-` or `alt+`
    /// and one for Alt with it (`M-r`, `alt+r`, which the terminal sends as Esc then r); nil otherwise.
    public static func key(named name: String) -> Key? {
        var rest = Substring(name)
        var alt = false
        if let prefix = ["m-", "alt+"].first(where: { name.count > $0.count && name.lowercased().hasPrefix($0) }) {
            rest = rest.dropFirst(prefix.count)
            alt = true
        }
        guard rest.count == 1, let character = rest.first, let ascii = character.asciiValue, ascii >= 0x21, ascii < 0x7F
        else { return nil }
        return alt ? .alt(character) : .character(character)
    }

    /// Entries that take a key the list already binds to another command, or that another entry
    /// takes: refused, because the built-in keys must still work (`quit = "j"` would make j quit)
    /// and one key cannot mean two actions. One line each, naming both.
    public static func conflicts(_ table: [String: String]) -> [String] {
        var claimed: [Key: String] = [:]
        return table.sorted(by: { $0.key < $1.key }).compactMap { action, value in
            guard let wanted = actions[action], let key = key(named: value) else { return nil }
            if let other = claimed[key] {
                return "pagetty: [keys] \(action) = \"\(value)\": \(key.configName) is already the key for \(other) in [keys]; one key, one action"
            }
            claimed[key] = action
            guard let builtIn = KeyMap.command(for: key, in: .list), builtIn != wanted else { return nil }
            var taken = actions.first { $0.value == builtIn }?.key ?? "\(builtIn)"
            if case .tab(let index) = builtIn { taken = "tab \(index + 1)" }
            return "pagetty: [keys] \(action) = \"\(value)\": \(key.configName) is already the built-in key for \(taken); choose a key the browser does not use"
        }
    }

    /// The config file's names for the rebindable commands.
    static let actions: [String: KeyCommand] = [
        "down": .lineDown, "up": .lineUp, "page_down": .pageDown, "page_up": .pageUp,
        "half_page_down": .halfPageDown, "half_page_up": .halfPageUp, "top": .top, "bottom": .bottom, "newest": .newest,
        "detail": .openDetail, "open": .openWeb, "copy": .copyURL, "filter": .startFilter,
        "refresh": .refresh, "retry": .retry, "help": .toggleHelp, "thumbnails": .toggleThumbnails,
        "messages": .showMessages,
        "quit": .quit, "next_tab": .nextTab, "previous_tab": .previousTab,
    ]
}

extension Key {
    /// How `[keys]` writes this key: `r`, `M-r`.
    var configName: String {
        if case .character(let character) = self { return String(character) }
        return traceName
    }
}
