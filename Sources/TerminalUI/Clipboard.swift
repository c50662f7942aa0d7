#if canImport(Glibc)
import Glibc
#endif

/// Writes the system clipboard through the terminal with OSC 52.
enum Clipboard {
    /// The escape sequence that puts `text` on the clipboard; base64 keeps it inert.
    static func sequence(for text: String) -> String {
        "\u{1B}]52;c;\(base64(Array(text.utf8)))\u{07}"
    }

    /// Sends the sequence to the terminal's output (`fd`), between frames.
    static func copy(_ text: String, to fd: Int32 = STDOUT_FILENO) {
        var bytes = Array(sequence(for: text).utf8)
        _ = bytes.withUnsafeMutableBytes { write(fd, $0.baseAddress, $0.count) }
    }

    static func base64(_ bytes: [UInt8]) -> String {
        let alphabet = Array("ABCDEFGHIJKLMNOPQRSTUVWXYZabcdefghijklmnopqrstuvwxyz0123456789+/".utf8)
        var out: [UInt8] = []
        var index = 0
        while index < bytes.count {
            let chunk = bytes[index..<min(index + 3, bytes.count)]
            let b0 = chunk[chunk.startIndex]
            let b1 = chunk.count > 1 ? chunk[chunk.startIndex + 1] : 0
            let b2 = chunk.count > 2 ? chunk[chunk.startIndex + 2] : 0
            out.append(alphabet[Int(b0 >> 2)])
            out.append(alphabet[Int((b0 & 0x03) << 4 | b1 >> 4)])
            out.append(chunk.count > 1 ? alphabet[Int((b1 & 0x0F) << 2 | b2 >> 6)] : UInt8(ascii: "="))
            out.append(chunk.count > 2 ? alphabet[Int(b2 & 0x3F)] : UInt8(ascii: "="))
            index += 3
        }
        return String(decoding: out, as: UTF8.self)
    }
}
