import ArgumentParser
import Foundation

/// The completion scripts `--generate-completion-script` writes: argument-parser's for
/// `CompletionRoot`, with what it cannot express. Profiles (`@NAME`) are offered at the root as
/// well as after `url` (the root has no positional of its own, see `CompletionRoot`), read by
/// `pagetty ---profiles WORDS…`; a line `pagetty @NAME …` is completed as `pagetty url @NAME …`,
/// which it is (see `Entry`); and fish reads the cursor so that `complete -C` works on fish 3,
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
            "_pagetty() {\n",
            """
            _pagetty() {
                # bash splits words at COMP_WORDBREAKS, which holds `@`: with `hostcomplete` on (bash's
                # default; bash-completion turns it off) `pagetty @lo` comes as `@` and `lo`. They are
                # joined again (by where each word stands in COMP_LINE), and a reply for a word starting
                # with `@` (it replaces the whole `@lo`) is not quoted as a file name (`\\@local`).
                if [[ "${COMP_WORDBREAKS}" == *@* ]]; then
                    local -a __pagetty_words=()
                    local __pagetty_cword=0 __pagetty_pos=0 __pagetty_end=-1 __pagetty_i
                    local __pagetty_word __pagetty_before __pagetty_start
                    for (( __pagetty_i = 0; __pagetty_i < ${#COMP_WORDS[@]}; __pagetty_i++ )); do
                        __pagetty_word="${COMP_WORDS[__pagetty_i]}"
                        __pagetty_before="${COMP_LINE:__pagetty_pos}"
                        __pagetty_before="${__pagetty_before%%"${__pagetty_word}"*}"
                        __pagetty_start=$(( __pagetty_pos + ${#__pagetty_before} ))
                        if (( ${#__pagetty_words[@]} > 0 && __pagetty_start == __pagetty_end )) && [[ "${__pagetty_words[-1]}" == @ ]]; then
                            __pagetty_words[-1]+="${__pagetty_word}"
                        else
                            __pagetty_words+=("${__pagetty_word}")
                        fi
                        (( __pagetty_i == COMP_CWORD )) && __pagetty_cword=$(( ${#__pagetty_words[@]} - 1 ))
                        __pagetty_end=$(( __pagetty_start + ${#__pagetty_word} ))
                        __pagetty_pos=${__pagetty_end}
                    done
                    if (( ${#__pagetty_words[@]} != ${#COMP_WORDS[@]} )); then
                        local -a COMP_WORDS=("${__pagetty_words[@]}")
                        local COMP_CWORD=${__pagetty_cword}
                        _pagetty "${1}" "${COMP_WORDS[COMP_CWORD]}" "${COMP_WORDS[COMP_CWORD-1]}"
                        return
                    fi
                fi
                [[ "${2}" == @* ]] && compopt +o filenames 2>/dev/null
                # `pagetty @NAME …` is `pagetty url @NAME …`: it is completed so.
                if [[ "${COMP_WORDS[1]}" == @* && "${COMP_CWORD}" -gt 1 ]]; then
                    local -a COMP_WORDS=("${COMP_WORDS[0]}" url "${COMP_WORDS[@]:1}")
                    local COMP_CWORD=$((COMP_CWORD + 1)) COMP_LINE="${COMP_LINE/@/url @}" COMP_POINT=$((COMP_POINT + 4))
                    _pagetty "${@}"
                    return
                fi

            """
        ), (
            "COMPREPLY+=($(compgen -W 'url github qiita pokemon help' -- \"${cur}\"))\n",
            """
            COMPREPLY+=($(compgen -W 'url github qiita pokemon help' -- "${cur}"))
                    __pagetty_add_completions -W "$("${COMP_WORDS[0]}" ---profiles "${COMP_WORDS[@]}" 2>/dev/null)"

            """
        )],
        "zsh": [(
            "    unsetopt aliases banghist\n",
            """
                unsetopt aliases banghist
                # `pagetty @NAME …` is `pagetty url @NAME …`: it is completed so.
                if [[ "${words[2]}" == @* ]] && (( CURRENT > 2 )); then
                    words=("${words[1]}" url "${words[@]:1}")
                    (( CURRENT++ ))
                fi

            """
        ), (
            "        _describe -V subcommand subcommands && ret=0\n",
            """
                    _describe -V subcommand subcommands && ret=0
                    local -a profiles=(${(f)"$("${command_name}" ---profiles "${command_line[@]}" 2>/dev/null)"})
                    (( ${#profiles} )) && _describe -V profile profiles && ret=0

            """
        )],
        "fish": [
            ("""
                function __pagetty_tokens
                    if test (string split -m 1 -f 1 -- . "$FISH_VERSION") -gt 3
                        commandline --tokens-raw $argv
                    else
                        commandline -o $argv
                    end
                end

                """, """
                function __pagetty_tokens
                    set -l tokens
                    if test (string split -m 1 -f 1 -- . "$FISH_VERSION") -gt 3
                        set tokens (commandline --tokens-raw $argv)
                    else
                        set tokens (commandline -o $argv)
                    end
                    # `pagetty @NAME …` is `pagetty url @NAME …`: it is completed so.
                    if string match -q -- '@*' $tokens[2]
                        set tokens $tokens[1] url $tokens[2..]
                    end
                    test (count $tokens) -gt 0; and printf '%s\\n' $tokens
                end

                """),
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
