/// Text made safe for man(7) input: nothing in it can start a request or an escape.
///
/// A namespace of pure functions; any thread.
enum Roff {
    /// `text` as running text: backslashes escaped, a leading `.` or `'` neutralised, every
    /// non-ASCII character as `\[uXXXX]` (groff reads its input as Latin-1 unless told otherwise).
    static func text(_ text: String) -> String {
        var out = ""
        for scalar in text.unicodeScalars {
            switch scalar {
            case "\\": out += "\\e"
            case "\n", "\t": out += " "
            case _ where scalar.value < 0x20 || scalar.value == 0x7F: continue
            case _ where scalar.value > 0x7F: out += "\\[u" + hex(scalar.value) + "]"
            default: out.unicodeScalars.append(scalar)
            }
        }
        if out.hasPrefix(".") || out.hasPrefix("'") { out = "\\&" + out }
        return out
    }

    /// An option's name as typed, in bold, its hyphens as minus signs (what a reader copies).
    static func option(_ name: String) -> String {
        "\\fB" + text(name).replacingAll("-", with: "\\-") + "\\fR"
    }

    /// An argument's or a value's name, in italics.
    static func placeholder(_ name: String) -> String { "\\fI" + text(name) + "\\fR" }

    /// Four or more upper-case hex digits, as groff's `\[uXXXX]` wants them.
    static func hex(_ value: UInt32) -> String {
        let digits = String(value, radix: 16, uppercase: true)
        return String(repeating: "0", count: max(0, 4 - digits.count)) + digits
    }
}

extension String {
    /// Every `target` replaced with `replacement` (no Foundation needed).
    func replacingAll(_ target: Character, with replacement: String) -> String {
        var out = ""
        for character in self { if character == target { out += replacement } else { out.append(character) } }
        return out
    }
}
