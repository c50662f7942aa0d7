/// Finds the byte range of each element of a top-level JSON array, for pipe mode's raw output.
///
/// Pure; any thread. Only structure is tracked (strings, escapes, nesting); the decoder validates.
public enum JSONArraySplitter {
    /// The element ranges of the array `bytes` holds.
    public static func elements(of bytes: [UInt8]) -> [Range<Int>] {
        var ranges: [Range<Int>] = []
        var depth = 0
        var inString = false
        var escaped = false
        var start: Int?
        for (index, byte) in bytes.enumerated() {
            if inString {
                if escaped { escaped = false } else if byte == UInt8(ascii: "\\") { escaped = true }
                else if byte == UInt8(ascii: "\"") { inString = false }
                continue
            }
            switch byte {
            case UInt8(ascii: "\""):
                inString = true
                if depth == 1, start == nil { start = index }
            case UInt8(ascii: "["), UInt8(ascii: "{"):
                if depth == 1, start == nil { start = index }
                depth += 1
            case UInt8(ascii: "]"), UInt8(ascii: "}"):
                depth -= 1
                if depth == 0, let s = start { ranges.append(s..<trimmedEnd(bytes, s, index)); start = nil }
            case UInt8(ascii: ","):
                if depth == 1, let s = start { ranges.append(s..<trimmedEnd(bytes, s, index)); start = nil }
            case UInt8(ascii: " "), UInt8(ascii: "\n"), UInt8(ascii: "\r"), UInt8(ascii: "\t"):
                break
            default:
                if depth == 1, start == nil { start = index }
            }
        }
        return ranges
    }

    private static func trimmedEnd(_ bytes: [UInt8], _ start: Int, _ end: Int) -> Int {
        var end = end
        while end > start, [UInt8(ascii: " "), UInt8(ascii: "\n"), UInt8(ascii: "\r"), UInt8(ascii: "\t")]
            .contains(bytes[end - 1]) { end -= 1 }
        return end
    }
}
