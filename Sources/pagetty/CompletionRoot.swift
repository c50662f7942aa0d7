import ArgumentParser
import Foundation
import Shell

/// The whole command tree as the shells' completion scripts see it: the browser's options at
/// the root, then `url` and each built-in source as a word of its own.
///
/// `Entry` dispatches `url` and `@NAME` by hand (the browser's optional source would swallow a
/// subcommand name), so `Pagetty` knows no subcommands and its script would know no `url`; and
/// a script takes a root's positional before any subcommand, so here the sources are
/// subcommands instead. Used only for `--generate-completion-script` and the scripts'
/// `---completion` callbacks (profile names); it never runs a browser.
struct CompletionRoot: AsyncParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "pagetty",
        abstract: Pagetty.configuration.abstract,
        subcommands: [URLCommand.self, SourceCompletion<GitHubWord>.self, SourceCompletion<QiitaWord>.self,
                      SourceCompletion<PokemonWord>.self])

    @OptionGroup var options: BrowserOptions

    @OptionGroup var shared: SharedOptions

    /// Whether `arguments` (without the executable) are for this root rather than `Pagetty`.
    static func handles(_ arguments: [String]) -> Bool {
        arguments.first == "---completion" || arguments.contains("--generate-completion-script")
    }

    /// The profiles of the config file a command line would read (`--config`, else the default),
    /// as `@NAME` words for completing `pagetty url`. Only names of letters, digits, `.`, `_` and
    /// `-` are offered: a name is text from a file, and bash's `compgen -W` expands the words it
    /// is given, so `$(…)` in a name would run as the user pressed TAB (others still run typed).
    static func profileWords(_ words: [String]) -> [String] {
        var flags = CommandFlags()
        if let index = words.firstIndex(of: "--config"), index + 1 < words.count { flags.configFile = words[index + 1] }
        guard let settings = try? Settings.resolve(flags: flags, environment: ProcessInfo.processInfo.environment,
                                                   stdoutIsTerminal: true)
        else { return [] }
        return settings.profiles.keys.filter(isPlainName).sorted().map { "@" + $0 }
    }

    /// Whether `name` is safe as a word in every shell's completion.
    static func isPlainName(_ name: String) -> Bool {
        !name.isEmpty && name.unicodeScalars.allSatisfy { $0.isASCII && ($0.properties.isAlphabetic || ("0"..."9").contains($0) || "._-".unicodeScalars.contains($0)) }
    }
}
