import Testing
@testable import Diagnostics

/// Strings in the trace are inert when the file is shown in a terminal, as pipe output is.
@Suite struct TraceQuotingTests {
    @Test func controlsC1AndLineSeparatorsAreEscaped() {
        let quoted = Trace.quoted("a\u{1B}]52;c;x\u{07}b\u{9B}31m\u{9D}\u{9C}\u{7F}\u{2028}\u{2029}\"\\\n")
        #expect(quoted == #""a\u001b]52;c;x\u0007b\u009b31m\u009d\u009c\u007f\u2028\u2029\"\\\n""#)
        #expect(!quoted.unicodeScalars.contains { $0.value < 0x20 || (0x7F...0x9F).contains($0.value) })
    }
}
