import CTerminal
import Dispatch
#if canImport(Glibc)
import Glibc
#endif

/// Opens web pages with `$BROWSER` or `xdg-open`, whose output never reaches the screen.
enum URLOpener {
    /// The command line for `url`: `$BROWSER`'s first entry (`%s` replaced, else appended).
    static func command(for url: String, browser: String?) -> [String] {
        let entry = browser?.split(separator: ":").first.map(String.init)?.trimmingSpaces ?? ""
        guard !entry.isEmpty else { return ["xdg-open", url] }
        var words = entry.split(separator: " ").map(String.init)
        if words.contains(where: { $0.contains("%s") }) {
            words = words.map { $0.replacingPlaceholder(with: url) }
        } else {
            words.append(url)
        }
        return words
    }

    /// Starts the opener for `url`: nil when it started, else why not, for the status line.
    /// `ended` gets what the status line says once it exits: `opened URL` for 0 (a launch that
    /// worked is said too, issue 42), else why it failed (on another thread).
    static func open(_ url: String, browser: String? = getenv("BROWSER").map { String(cString: $0) },
                     ended: @escaping @Sendable (String?) -> Void) -> String? {
        let words = command(for: url, browser: browser)
        guard let pid = spawn(words) else {
            return words.first == "xdg-open" ? "cannot open: no $BROWSER set and no xdg-open found"
                : "cannot open: cannot run \(words[0]) (from $BROWSER)"
        }
        // Reap it so that no zombie is left; it may outlive the wait.
        DispatchQueue.global().async {
            var status: Int32 = 0
            guard waitpid(pid, &status, 0) == pid else { return ended(nil) }
            let code = (status >> 8) & 0xFF, signal = status & 0x7F
            ended(status == 0 ? "opened \(url)" : "cannot open: \(words[0]) " + (signal != 0 ? "was killed by signal \(signal)" : "exited with \(code)"))
        }
        return nil
    }

    /// Starts `words` with /dev/null for its standard streams; the pid, or nil.
    static func spawn(_ words: [String]) -> pid_t? {
        var argv: [UnsafeMutablePointer<CChar>?] = words.map { strdup($0) }
        argv.append(nil)
        defer { for pointer in argv { free(pointer) } }
        let pid = pt_spawn_quiet(&argv)
        return pid > 0 ? pid : nil
    }
}

private extension String {
    var trimmingSpaces: String {
        String(drop(while: { $0 == " " }).reversed().drop(while: { $0 == " " }).reversed())
    }

    func replacingPlaceholder(with value: String) -> String {
        replacing("%s", with: value)
    }
}
