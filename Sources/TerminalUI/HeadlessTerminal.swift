import Browser
import CNcursesw
#if canImport(Glibc)
import Glibc
import TerminalText
#endif

/// Real ncurses drawing into a file instead of a terminal, to count the bytes a frame costs.
///
/// Main actor only. For tests and benchmarks; it never touches the process's own terminal.
@MainActor
public final class HeadlessTerminal {
    /// The size drawn at.
    public let size: TerminalSize
    private let screen: OpaquePointer
    private let window: UnsafeMutablePointer<WINDOW>
    private let output: UnsafeMutablePointer<FILE>
    private let input: UnsafeMutablePointer<FILE>
    private var written = 0

    /// A `term` terminal of `size` writing into a temporary file; nil if ncurses refuses.
    public init?(size: TerminalSize, term: String = "xterm-256color") {
        DisplayWidth.prepareLocale()
        guard let output = tmpfile(), let input = fopen("/dev/null", "r") else { return nil }
        guard let screen = newterm(term, output, input), let window = pt_stdscr() else {
            fclose(output)
            fclose(input)
            return nil
        }
        self.size = size
        self.screen = screen
        self.window = window
        self.output = output
        self.input = input
        noecho()
        nonl()
        leaveok(window, true)
        curs_set(0)
        resizeterm(Int32(size.rows), Int32(size.columns))
        _ = flushBytes()
    }

    /// Draws `screen` and returns the bytes ncurses sent for it.
    @discardableResult
    public func draw(_ frame: Screen) -> Int {
        set_term(screen)
        var canvas = CursesCanvas(window: window, size: size, colors: nil)
        Renderer.render(frame, into: &canvas)
        wnoutrefresh(window)
        doupdate()
        return flushBytes()
    }

    /// Everything written so far, as bytes.
    public func transcript() -> [UInt8] {
        fflush(output)
        let fd = fileno(output)
        let length = lseek(fd, 0, SEEK_END)
        var bytes = [UInt8](repeating: 0, count: Int(max(0, length)))
        _ = bytes.withUnsafeMutableBytes { pread(fd, $0.baseAddress, $0.count, 0) }
        return bytes
    }

    /// Ends curses on the file.
    public func close() {
        set_term(screen)
        endwin()
        delscreen(screen)
        fclose(output)
        fclose(input)
    }

    private func flushBytes() -> Int {
        fflush(output)
        let end = Int(lseek(fileno(output), 0, SEEK_END))
        defer { written = end }
        return end - written
    }
}
