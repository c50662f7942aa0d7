/// What pipe mode wrote: stdout one flush per page, stderr one line per message.
@MainActor
final class PipeCapture {
    /// Each `write` call's bytes.
    private(set) var writes: [[UInt8]] = []
    /// Lines for stderr.
    private(set) var stderr: [String] = []
    /// Runs once, before the first page is kept: a test arms its faults here.
    var beforeFirstWrite: (() -> Void)?

    func write(_ bytes: [UInt8]) -> Bool {
        if writes.isEmpty { beforeFirstWrite?() }
        writes.append(bytes)
        return true
    }

    func diagnose(_ line: String) { stderr.append(line) }

    /// Every line written, in order.
    var lines: [String] {
        writes.flatMap { String(decoding: $0, as: UTF8.self).split(separator: "\n") }.map(String.init)
    }
}
