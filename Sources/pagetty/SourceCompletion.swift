import ArgumentParser

/// A built-in source's name as a completion word (`pagetty github --…`), with the browser's
/// options after it. Completion only (see `CompletionRoot`).
struct SourceCompletion<Word: SourceWord>: AsyncParsableCommand {
    static var configuration: CommandConfiguration {
        CommandConfiguration(commandName: Word.source.rawValue, abstract: "Open \(Word.source.tabName) first.")
    }

    @OptionGroup var options: BrowserOptions

    @OptionGroup var shared: SharedOptions
}

/// Names one built-in source for `SourceCompletion`.
protocol SourceWord { static var source: SourceName { get } }

/// `github`.
enum GitHubWord: SourceWord { static var source: SourceName { .github } }
/// `qiita`.
enum QiitaWord: SourceWord { static var source: SourceName { .qiita } }
/// `pokemon`.
enum PokemonWord: SourceWord { static var source: SourceName { .pokemon } }
