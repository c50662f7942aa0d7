import ArgumentParser
import Foundation

/// The completion scripts `--generate-completion-script` writes: argument-parser's for
/// `CompletionRoot`, with two additions it cannot express. Profiles (`@NAME`) are offered at the
/// root as well as after `url` (the root has no positional of its own, see `CompletionRoot`), read
/// by `pagetty ---profiles WORDS…`; and fish reads the cursor so that `complete -C` works on fish 3,
/// which knows no cursor there (its profile callback was otherwise cut short).
///
/// Pure text edits at anchors in the generated scripts; an anchor missing (another
/// argument-parser) leaves that script as generated, which the completion tests catch.
enum CompletionScript {
    /// The text `arguments` ask for, if they are this file's: a script, or the profiles a line
    /// names one a line; nil for anything else (argument-parser answers it).
    static func answer(_ arguments: [String]) -> String? {
        if arguments.first == "---profiles" {
            return CompletionRoot.profileWords(Array(arguments.dropFirst())).map { $0 + "\n" }.joined()
        }
        guard let index = arguments.firstIndex(where: { $0.hasPrefix(flag) }) else { return nil }
        let given = arguments[index]
        let name: String? = given.hasPrefix(flag + "=") ? String(given.dropFirst(flag.count + 1))
            : given == flag && index + 1 < arguments.count ? arguments[index + 1] : nil
        guard let shell = name.map(CompletionShell.init(rawValue:)) ?? CompletionShell.autodetected() else { return nil }
        return script(for: shell)
    }

    static let flag = "--generate-completion-script"

    /// argument-parser's script for `shell` with the additions.
    static func script(for shell: CompletionShell) -> String {
        var text = CompletionRoot.completionScript(for: shell)
        for (anchor, replacement) in edits[shell.rawValue] ?? [] {
            guard let range = text.range(of: anchor) else { continue }
            text.replaceSubrange(range, with: replacement)
        }
        return text.hasSuffix("\n") ? text : text + "\n"
    }

    /// Per shell: the first occurrence of each anchor and what replaces it.
    static let edits: [String: [(anchor: String, replacement: String)]] = [
        "bash": [(
            "COMPREPLY+=($(compgen -W 'url github qiita pokemon help' -- \"${cur}\"))\n",
            """
            COMPREPLY+=($(compgen -W 'url github qiita pokemon help' -- "${cur}"))
                    __pagetty_add_completions -W "$("${COMP_WORDS[0]}" ---profiles "${COMP_WORDS[@]}" 2>/dev/null)"

            """
        )],
        "zsh": [(
            "        _describe -V subcommand subcommands && ret=0\n",
            """
                    _describe -V subcommand subcommands && ret=0
                    local -a profiles=(${(f)"$("${command_name}" ---profiles "${command_line[@]}" 2>/dev/null)"})
                    (( ${#profiles} )) && _describe -V profile profiles && ret=0

            """
        )],
        "fish": [
            ("(__pagetty_tokens -tC)", "(__pagetty_cursor_in_token)"),
            ("complete -c 'pagetty' -f\n", """
                complete -c 'pagetty' -f
                complete -c 'pagetty' -n '__pagetty_should_offer_completions_for_positional "pagetty" -eq 1' -fka '(__pagetty_profiles)'

                """),
            ("function __pagetty_custom_completion\n", """
                function __pagetty_cursor_in_token
                    # fish 3 knows no cursor inside `complete -C`: it is then at the end of the token.
                    set -l cursor (commandline -tC 2>/dev/null)
                    set -l token (commandline -t)
                    test -n "$cursor"; and echo $cursor; or string length -- "$token"
                end

                function __pagetty_profiles
                    set -l tokens (__pagetty_tokens -pc)
                    command $tokens[1] ---profiles $tokens 2>/dev/null
                end

                function __pagetty_custom_completion

                """),
        ],
    ]
}
