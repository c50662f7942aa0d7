import ArgumentParser
import Foundation
import Catalog
import Paging
import Shell

/// The options every command takes (`pagetty [source]`, `pagetty url`, `pagetty @profile`):
/// output, picking, config, caches and the demo. One group, so a command cannot miss one.
struct SharedOptions: ParsableArguments {
    @Option(name: .customLong("print"), help: ArgumentHelp("Write items to stdout instead of browsing: jsonl or tsv. With --pick: the format of the picked items (default jsonl).", valueName: "format"))
    var printFormat: PipeFormat?

    // Unconditional: `--limit -1` is a bad number, not a missing one.
    @Option(parsing: .unconditional, help: ArgumentHelp("With --print: stop after this many items.", valueName: "n"))
    var limit: Int?

    @Flag(help: ArgumentHelp("With --print (or stdout not a terminal): go on from where the last run of the same command stopped (a failure, Ctrl-C, SIGTERM), printing only what it did not; with nothing saved, or after a dump that ended, the whole list. A dump keeps its place as its lines are written, in the state directory, and forgets it when the list ends; --limit then counts the rows of this run."))
    var resume = false

    @Flag(help: ArgumentHelp("With --print (or stdout not a terminal): no progress line on stderr. The line (rows written of the total, pages, rows per second, time left, a rate-limit wait's countdown) is drawn only when stderr is a terminal, updated in place and erased at the end."))
    var quiet = false

    @Flag(help: ArgumentHelp("Keep the list growing: new items appear as they are added (polling conditionally at the server's pace). In the browser they come in above the rows (newest first, '↑ 3 new'; N goes to them) or below (oldest first) without moving the screen; with --print, a line each at once until Ctrl-C."))
    var follow = false

    @Option(name: .customLong("follow-interval"), help: ArgumentHelp("With --follow: seconds between polls (default: the server's X-Poll-Interval or max-age, else 60; a given interval never undercuts the server's, and a low rate budget slows either).", valueName: "seconds"))
    var followInterval: Int?

    @Option(name: .customLong("follow-direction"), help: ArgumentHelp("With --follow: where the list grows, head (newest first) or tail (oldest first); by default from the way the list pages.", valueName: "head|tail"))
    var followDirection: FollowDirection?

    @Flag(help: ArgumentHelp("Browse on the terminal (/dev/tty) and print the chosen items to stdout: Enter picks the marked rows (Tab, Shift-Tab mark) or the selected one. Exit status 0 picked, 1 Esc or q, 130 Ctrl-C, 3 no terminal."))
    var pick = false

    @Option(help: ArgumentHelp("Print this field of each item's JSON (e.g. login, html_url, name, tags.0.name; repeatable): with --print tsv the fields given, tab-separated; with jsonl an object of them; with --pick (one field) as plain text, one line each, escaped like TSV.", valueName: "path"))
    var field: [String] = []

    @Option(help: ArgumentHelp("Page requests kept in flight when the list's pages can be addressed ahead (offsets or page numbers with a total or a --limit), one width for both modes: the pages pipe mode reads ahead, and the pages the browser loads at once after a far jump or for a taller window; 1 sends one at a time (default \(PagingConfiguration().parallel), at most \(Settings.parallelRange.upperBound)).", valueName: "n"))
    var parallel: Int?

    @Option(help: ArgumentHelp("Read settings from this TOML file instead of the default one.", valueName: "file"))
    var config: String?

    @Option(help: ArgumentHelp("Keep the HTTP cache in this directory.", valueName: "dir"))
    var cacheDir: String?

    @Flag(help: "Bypass the HTTP disk cache.")
    var noCache = false

    @Flag(help: "Start at the top instead of the remembered position.")
    var fresh = false

    @Flag(help: "Use the built-in mock server, offline.")
    var demo = false

    @Flag(name: .customLong("osc52"), help: "Let y copy the URL to the clipboard with OSC 52.")
    var clipboard = false

    func validate() throws {
        if let limit, limit < 1 { throw ValidationError("--limit takes a positive number") }
        if let parallel, !Settings.parallelRange.contains(parallel) {
            throw ValidationError("--parallel takes \(Settings.parallelRange.lowerBound) to \(Settings.parallelRange.upperBound)")
        }
        for field in self.field where JSONPath(field) == nil {
            throw ValidationError("--field '\(field.prefix(80))' is not a dotted path like login or tags.0.name")
        }
        if !field.isEmpty {
            if pick {
                guard printFormat == nil else { throw ValidationError("--field prints one field; --print a whole item: give one of them") }
                guard field.count == 1 else { throw ValidationError("with --pick, --field prints one field: give it once") }
            } else if printFormat == nil, isatty(STDOUT_FILENO) == 1 {
                // The browser shows columns (`pagetty url --column`); fields are what a pipe prints.
                throw ValidationError("--field applies to --pick and to pipe mode (--print, or stdout not a terminal)")
            }
        }
        if pick, limit != nil { throw ValidationError("--limit applies to --print without --pick") }
        // The browser loads as the user scrolls: a cap there would only hide rows.
        if limit != nil, !pick, printFormat == nil, isatty(STDOUT_FILENO) == 1 {
            throw ValidationError("--limit applies to pipe mode (--print, or stdout not a terminal), not the browser")
        }
        if let followInterval, followInterval < 1 { throw ValidationError("--follow-interval takes a positive number of seconds") }
        if !follow, followInterval != nil || followDirection != nil {
            throw ValidationError("--follow-interval and --follow-direction apply to --follow")
        }
        if resume, pick || follow { throw ValidationError("--resume applies to --print without --pick or --follow") }
        if resume, printFormat == nil, isatty(STDOUT_FILENO) == 1 {
            throw ValidationError("--resume applies to pipe mode (--print, or stdout not a terminal), not the browser")
        }
        if follow, pick { throw ValidationError("--follow applies to the browser and --print, not to --pick") }
    }

    /// How a pick is printed, when picking.
    var pickOutput: PickOutput? {
        guard pick else { return nil }
        if let field = field.first, let path = JSONPath(field) { return .field(path) }
        return .format(printFormat ?? .jsonl)
    }

    /// Pipe mode's format: `--print`, or JSON lines when stdout is not a terminal; never when picking.
    func pipeFormat(stdoutIsTerminal: Bool) -> PipeFormat? {
        pick ? nil : printFormat ?? (stdoutIsTerminal ? nil : .jsonl)
    }

    /// The fields `--field` selects for pipe mode's lines (none: the whole item, as always).
    var selectedFields: [JSONPath] { pick ? [] : field.compactMap(JSONPath.init) }

    /// The pace of `--follow`, when following.
    var followPolicy: FollowPolicy? {
        guard follow else { return nil }
        // The demo's lists grow an item every few seconds: it is polled as often.
        return followInterval.map { FollowPolicy(interval: .seconds($0)) } ?? (demo ? FollowPolicy(interval: Self.demoGrowth) : FollowPolicy())
    }

    /// These options as the settings resolver takes them (`print` only outside pick mode).
    func apply(to flags: inout CommandFlags) {
        flags.print = pick ? nil : printFormat
        flags.noCache = noCache
        flags.cacheDirectory = cacheDir
        flags.configFile = config
        flags.osc52 = clipboard
        flags.fresh = fresh
        flags.parallel = parallel
    }
}
