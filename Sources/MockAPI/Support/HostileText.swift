/// Deliberately hostile strings, served rarely, so the UI's sanitiser meets what real APIs can return.
enum HostileText {
    static let samples: [String] = [
        "\u{1B}]0;pwned\u{07}Totally normal title",
        "Invoice \u{202E}fdp.exe",
        "zero\u{200B}width\u{200D}joiner\u{FEFF}here",
        "line one\r\nline two\tTabbed",
        "\u{1B}[2J\u{1B}[31mRED ALERT\u{1B}[0m",
        "Z\u{0351}\u{0352}\u{0357}\u{0301}a\u{0300}\u{0301}\u{0302}l\u{0303}\u{0304}g\u{0305}\u{0306}o\u{0307}\u{0308}",
        "bell\u{07}\u{08}\u{08}backspace\u{7F}",
        "C1 control \u{9B}31m here",
    ]

    /// A hostile string for roughly one key in `oneIn`, else nil.
    static func maybe(_ seed: UInt64, _ key: UInt64, salt: UInt64, oneIn: Int) -> String? {
        guard Hash.pick(oneIn, seed, key, salt) == 0 else { return nil }
        return samples[Hash.pick(samples.count, seed, key, salt &+ 1)]
    }
}
