import TerminalText

/// libFuzzer entry: the sanitiser and text fitting on arbitrary bytes.
///
/// The first byte picks a column budget (0–63); the rest is the untrusted text.
@_cdecl("LLVMFuzzerTestOneInput")
public func fuzzSanitizer(_ data: UnsafePointer<UInt8>?, _ size: Int) -> CInt {
    let bytes = UnsafeBufferPointer(start: data, count: data == nil ? 0 : size)
    guard let first = bytes.first else { return 0 }
    let width = Int(first & 0x3F)
    let clean = Sanitizer.clean(utf8: bytes.dropFirst())
    for scalar in clean.unicodeScalars {
        precondition(SafeText.isSafe(scalar), "unsafe scalar U+\(String(scalar.value, radix: 16)) survived")
    }
    precondition(SafeText.longestMarkRun(clean) <= Sanitizer.maxMarks, "combining marks not capped")
    // Compared scalar by scalar: String's == would forgive canonically equivalent changes.
    let twice = Sanitizer.clean(clean)
    precondition(twice.unicodeScalars.elementsEqual(clean.unicodeScalars), "sanitising twice changed the text")

    let text = String(decoding: bytes.dropFirst(), as: UTF8.self)
    for alignRight in [false, true] {
        let run = TextRun(fitting: text, width: width, alignRight: alignRight)
        precondition(run.width == width, "run is \(run.width) columns, asked for \(width)")
        precondition(run.leadingSpaces >= 0 && run.trailingSpaces >= 0, "content overflows the budget")
        precondition(DisplayWidth.of(run.string) == width, "rendered width \(DisplayWidth.of(run.string)) ≠ \(width)")
    }
    return 0
}
