import Foundation

extension PagettyProcess {
    /// Runs `arguments` with a terminal as stdin, stdout and stderr (a pseudo-terminal that
    /// `script` opens), so the browser, not pipe mode, is what starts. What the terminal showed
    /// (stdout and stderr together, line breaks as `\n`) comes back as `stderr`.
    func runOnTerminal(_ arguments: [String], _ variables: [String: String] = [:]) async throws -> Result {
        let command = "exec " + ([Self.binary] + arguments).map(Self.quoted).joined(separator: " ")
        // -e: script exits with the command's status; -f: nothing held back; -q: no banner.
        var result = try await run([], variables, launcher: ["/usr/bin/script", "-qefc", command, "/dev/null"], direct: true)
        result.stderr = String(decoding: result.stdout, as: UTF8.self).replacingOccurrences(of: "\r\n", with: "\n")
        result.stdout = []
        return result
    }

    /// `text` as one word for sh.
    static func quoted(_ text: String) -> String { "'" + text.replacingOccurrences(of: "'", with: "'\\''") + "'" }
}
