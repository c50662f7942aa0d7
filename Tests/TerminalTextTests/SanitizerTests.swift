@testable import TerminalText
import Testing

@Suite("Sanitizer")
struct SanitizerTests {
    @Test func plainTextIsKeptAsItIs() {
        #expect(Sanitizer.clean("octocat") == "octocat")
        #expect(Sanitizer.clean("ピカチュウ") == "ピカチュウ")
        #expect(Sanitizer.clean("café") == "café")
        #expect(Sanitizer.clean("") == "")
    }

    @Test func escapeSequencesCannotReachTheTerminal() {
        let hostile = "\u{1B}]0;pwned\u{07}\u{1B}[2J\u{1B}]52;c;aGk=\u{07}\u{1B}]8;;http://x\u{1B}\\link"
        let clean = Sanitizer.clean(hostile)
        #expect(!clean.unicodeScalars.contains { $0.value < 0x20 || ($0.value >= 0x7F && $0.value < 0xA0) })
        #expect(clean.hasPrefix("␛]0;pwned␇"))
    }

    @Test func c1ControlsAndDeleteAreShown() {
        #expect(Sanitizer.clean("a\u{9B}31mb") == "a\u{FFFD}31mb")
        #expect(Sanitizer.clean("a\u{7F}b") == "a␡b")
    }

    @Test func tabsAndNewlinesBecomeOneSpaceEach() {
        #expect(Sanitizer.clean("a\tb\nc\r\nd") == "a b c  d")
        #expect(Sanitizer.clean("a\u{2028}b") == "a b")
    }

    @Test func bidiAndZeroWidthCharactersAreDropped() {
        #expect(Sanitizer.clean("abc\u{202E}fed\u{202C}") == "abcfed")
        #expect(Sanitizer.clean("a\u{200B}b\u{200D}c\u{2060}d\u{FEFF}e\u{2066}f\u{2069}\u{200E}\u{061C}") == "abcdef")
    }

    @Test func combiningMarksAreCappedPerCharacter() {
        let zalgo = "Z" + String(repeating: "\u{0301}\u{0316}", count: 20) + "a"
        #expect(Sanitizer.clean(zalgo) == "Z\u{0301}\u{0316}a")
        #expect(Sanitizer.clean("e\u{0301}") == "e\u{0301}")
    }

    @Test func aLeadingMarkGetsAVisibleBase() {
        #expect(Sanitizer.clean("\u{0301}x") == "\u{25CC}\u{0301}x")
    }

    @Test func aStringThatBecomesEmptyShowsThePlaceholder() {
        #expect(Sanitizer.clean("\u{200B}\u{202E}") == "∅")
    }

    @Test func invalidUTF8IsReplaced() {
        #expect(Sanitizer.clean(utf8: [0x61, 0xFF, 0x62, 0xC3]) == "a\u{FFFD}b\u{FFFD}")
        #expect(Sanitizer.clean(utf8: Array("ok\u{1B}".utf8)) == "ok␛")
    }

    @Test func fuzzedStringsKeepTheInvariants() {
        var random = SeededRandom(seed: 0x5EED)
        for _ in 0..<5_000 {
            let text = random.hostileString()
            let clean = Sanitizer.clean(text)
            for scalar in clean.unicodeScalars {
                #expect(scalar.value >= 0x20 && !(0x7F..<0xA0).contains(scalar.value), "control in \(clean.debugDescription)")
                #expect(scalar.properties.generalCategory != .format, "format char in \(clean.debugDescription)")
                #expect(DisplayWidth.of(scalar) >= 0, "unprintable in \(clean.debugDescription)")
            }
            #expect(Sanitizer.clean(clean) == clean, "not idempotent: \(text.debugDescription)")
            #expect(!text.isEmpty ? !clean.isEmpty : true)
            var marks = 0
            var first = true
            for scalar in clean.unicodeScalars {
                if DisplayWidth.of(scalar) == 0 {
                    #expect(!first, "leading mark in \(clean.debugDescription)")
                    marks += 1
                    #expect(marks <= Sanitizer.maxMarks)
                } else {
                    marks = 0
                }
                first = false
            }
            let budget = Int(random.next() % 30)
            let run = TextRun(fitting: text, width: budget)
            #expect(run.width == budget)
            #expect(glyphWidth(run) == budget, "run of \(text.debugDescription) is not \(budget) wide")
        }
    }

    private func glyphWidth(_ run: TextRun) -> Int {
        let padding = run.leadingSpaces + run.trailingSpaces
        switch run.storage {
        case .ascii(let text): return padding + text.utf8.count
        case .glyphs(let glyphs): return padding + glyphs.reduce(0) { $0 + DisplayWidth.of($1.text) }
        }
    }
}

/// A small deterministic generator (SplitMix64), so fuzz failures reproduce.
struct SeededRandom: RandomNumberGenerator {
    private var state: UInt64

    init(seed: UInt64) { state = seed }

    mutating func next() -> UInt64 {
        state &+= 0x9E37_79B9_7F4A_7C15
        var z = state
        z = (z ^ (z >> 30)) &* 0xBF58_476D_1CE4_E5B9
        z = (z ^ (z >> 27)) &* 0x94D0_49BB_1331_11EB
        return z ^ (z >> 31)
    }

    /// A string drawn from the characters that break terminals.
    mutating func hostileString() -> String {
        let pools: [ClosedRange<UInt32>] = [
            0x00...0x1F, 0x20...0x7E, 0x7F...0x9F, 0x300...0x36F, 0x200B...0x200F, 0x202A...0x202E,
            0x2066...0x2069, 0x3040...0x30FF, 0x4E00...0x4E80, 0x1F300...0x1F64F, 0xFE00...0xFE0F,
            0xFEFF...0xFEFF, 0x0600...0x061C, 0xAC00...0xAC10, 0x1100...0x1112, 0x1160...0x11A7,
            0xE000...0xE010, 0x0378...0x037F, 0x1F1E6...0x1F1FF, 0xE0000...0xE007F,
        ]
        var scalars = String.UnicodeScalarView()
        for _ in 0..<Int(next() % 24) {
            let pool = pools[Int(next() % UInt64(pools.count))]
            let value = pool.lowerBound + UInt32(next() % UInt64(pool.upperBound - pool.lowerBound + 1))
            if let scalar = Unicode.Scalar(value) { scalars.append(scalar) }
        }
        return String(scalars)
    }
}
