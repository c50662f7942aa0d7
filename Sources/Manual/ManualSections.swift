import Browser
import Catalog
import Shell
import Storage

/// The sections of pagetty's man page that its argument parser cannot tell, each taken from the
/// code that decides it where there is one: the keys from the help pane, the variables from the
/// sources, the files from `Paths`.
///
/// Pure values; any thread.
public enum ManualSections {
    /// KEYS, PICK MODE, ENVIRONMENT, FILES and EXIT STATUS, in man-page order.
    public static var all: [ManualSection] { [keys, pickMode, environment, files, exitStatus] }

    /// The help pane's bindings (`?` in the browser).
    public static var keys: ManualSection {
        ManualSection(
            "KEYS",
            intro: ["In the browser (the ? pane lists the same):"],
            entries: HelpText.bindings.map { ManualEntry($0.keys, $0.meaning) },
            outro: [HelpText.mouse,
                    "The [keys] table of the config file adds keys to actions; the built-in keys still work."])
    }

    /// The picker's bindings, which its `?` pane lists first.
    public static var pickMode: ManualSection {
        ManualSection(
            "PICK MODE",
            intro: ["With --pick the browser draws on the terminal (/dev/tty) even when standard output is a pipe or a file, and prints the chosen items there once the terminal is restored: JSON lines, --print tsv, or --field PATH for one field as plain text. It shows the chosen source only, and these keys come before the ones above:"],
            entries: HelpText.pickBindings.map { ManualEntry($0.keys, $0.meaning) })
    }

    /// Every variable pagetty reads.
    public static var environment: ManualSection {
        var entries: [ManualEntry] = []
        for source in BuiltInSource.allCases {
            entries.append(ManualEntry(source.urlVariable,
                "Another root for the \(source.rawValue) source, as --base-url gives for the source named on the command line. Plain http:// only for loopback hosts."))
        }
        for source in BuiltInSource.allCases where !source.tokenVariables.isEmpty {
            let names = source.tokenVariables.joined(separator: ", ")
            let order = source.tokenVariables.count > 1 ? " (the first set wins)" : ""
            entries.append(ManualEntry(names,
                "A token for \(source.rawValue)\(order), before the config file's token. It is sent only to the source's own host, over https or to loopback, in the Authorization header."))
        }
        entries += [
            ManualEntry("PAGETTY_TRACE", "A file to append one JSON object per key, frame and request to (no headers, no tokens; user info and credential-looking query values redacted). Created 0600; refused when it is a symlink, a FIFO, another user's file or a hard link, or lies in a directory others may write that is not sticky."),
            ManualEntry("NO_COLOR", "Any non-empty value turns colours and pictures off, as color = false in the config file does; bold, reverse and dim stay."),
            ManualEntry("COLORTERM, TERM", "Pictures use 24-bit colour when COLORTERM is truecolor (or 24bit) and terminfo has direct colour (TERM=xterm-direct), else the 256-colour palette; fewer than 256 colours turn them off."),
            ManualEntry("BROWSER", "What o opens a web page with: the first entry of the colon-separated list, %s replaced by the URL (else the URL appended); xdg-open when unset."),
            ManualEntry("SSL_CERT_FILE, CURL_CA_BUNDLE", "A PEM file of certificate authorities to trust instead of the system's (the first set wins)."),
            ManualEntry("XDG_CONFIG_HOME, XDG_CACHE_HOME, XDG_STATE_HOME", "Where the files below live; a relative value is ignored."),
            ManualEntry("HOME", "The fallback for the XDG directories; without it, the home directory of the user's passwd entry."),
        ]
        return ManualSection(
            "ENVIRONMENT", intro: ["Command-line options beat the environment, which beats the config file."],
            entries: entries,
            outro: ["pagetty url --token-env NAME (token_env in a profile) reads a bearer token from the variable NAME."])
    }

    /// The files, with their paths as `Paths` works them out.
    public static var files: ManualSection {
        let xdg = Paths(environment: ["XDG_CONFIG_HOME": "/$XDG_CONFIG_HOME", "XDG_CACHE_HOME": "/$XDG_CACHE_HOME",
                                      "XDG_STATE_HOME": "/$XDG_STATE_HOME"], accountHome: nil).shown
        let home = Paths(environment: ["HOME": "/~"], accountHome: nil).shown
        return ManualSection("FILES", entries: [
            ManualEntry(xdg.config, "Settings, sources, profiles, theme and keys (else \(home.config)); --config FILE reads another file."),
            ManualEntry(xdg.cache, "The HTTP cache (else \(home.cache)): entries 0600 in a 0700 directory, least recently used evicted past the cap. --cache-dir DIR moves it, --no-cache bypasses it."),
            ManualEntry(xdg.images, "Downloaded pictures (else \(home.images)); DIR/images with --cache-dir DIR."),
            ManualEntry(xdg.positions, "The remembered position of each source and base URL (else \(home.positions)), saved when the browser exits; --fresh starts at the top."),
        ])
    }

    /// What the executable returns: `ExitStatus`'s table, which the command throws and the
    /// README repeats, with the rule that classes a wrong value.
    public static var exitStatus: ManualSection {
        ManualSection("EXIT STATUS", entries: ExitStatus.table.map { ManualEntry($0.status, $0.meaning) },
                      outro: [ExitStatus.rule])
    }
}

extension Paths {
    /// The paths as a reader writes them: the placeholder root (`/$XDG_…` or `/~`) without its slash.
    fileprivate var shown: (config: String, cache: String, images: String, positions: String) {
        let cache = String((cacheDirectory ?? "").dropFirst())
        return (String((configFile ?? "").dropFirst()), cache, Paths.images(in: cache),
                String((positionsFile ?? "").dropFirst()))
    }
}
