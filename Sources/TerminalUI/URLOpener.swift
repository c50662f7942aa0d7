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

    /// Starts the opener; false when it could not be started.
    @discardableResult
    static func open(_ url: String) -> Bool {
        let browser = getenv("BROWSER").map { String(cString: $0) }
        guard let pid = spawn(command(for: url, browser: browser)) else { return false }
        // Reap it so that no zombie is left; it may outlive the wait.
        DispatchQueue.global().async { _ = waitpid(pid, nil, 0) }
        return true
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
