/// Where `@NAME` (a profile of the config file) may stand on the command line.
///
/// Pure; any thread.
public enum ProfileArgument {
    /// Options whose value may itself start with `@` (`--graphql @FILE`, `--body @FILE`): the word
    /// after them is their value, never a profile.
    static let optionsReadingFiles: Set<String> = ["--graphql", "--body", "--variables"]

    /// `arguments` as `pagetty url @NAME …` when a profile is named anywhere before `--`, not only
    /// first: `pagetty --config f.toml @x` is `pagetty url @x --config f.toml`, the options kept in
    /// their order. Nil when no word is a profile (or `url` comes first, which reads its own).
    public static func urlArguments(_ arguments: [String]) -> [String]? {
        guard arguments.first != "url" else { return nil }
        for (index, word) in arguments.enumerated() {
            if word == "--" { return nil }
            guard word.hasPrefix("@") else { continue }
            if index > 0, optionsReadingFiles.contains(arguments[index - 1]) { continue }
            var rest = arguments
            rest.remove(at: index)
            return ["url", word] + rest
        }
        return nil
    }
}
