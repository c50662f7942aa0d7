import Networking

/// libFuzzer entry: the one URL redaction (`RedactedURL.redact`).
///
/// Input: a URL (first line), then a secret (second line; kept to letters and digits, 6 or more).
/// Invariants: redaction is idempotent; a redacted URL is never longer than the URL plus the
/// `REDACTED` markers; the secret placed as user info (with or without a colon), as a
/// credential query value or as a fragment token never survives, whatever the fuzzed URL around it.
@_cdecl("LLVMFuzzerTestOneInput")
public func fuzzRedaction(_ data: UnsafePointer<UInt8>?, _ size: Int) -> CInt {
    let bytes = Array(UnsafeBufferPointer(start: data, count: data == nil ? 0 : size))
    let lines = bytes.split(separator: 0x0A, maxSplits: 1, omittingEmptySubsequences: false)
    let url = String(decoding: lines[0], as: UTF8.self)
    let once = RedactedURL.redact(url)
    precondition(RedactedURL.redact(once) == once, "redaction is not idempotent")
    guard lines.count == 2 else { return 0 }
    let secret = String(decoding: lines[1].filter { (0x30...0x39).contains($0) || (0x41...0x5A).contains($0) }, as: UTF8.self)
    // A secret the fixed parts of the URLs below already contain cannot be told apart.
    guard secret.utf8.count >= 6, !"REDACTED".contains(secret) else { return 0 }
    let path = String(url.filter { $0 != "@" && $0 != "#" && $0 != "?" && $0 != "\\" && !secret.contains($0) }.prefix(40))
    for shaped in ["https://\(secret)@h.example/\(path)", "https://user:\(secret)@h.example/\(path)",
                   "http://\(secret):x-oauth-basic@h.example", "https://h.example/\(path)?page=2&api_key=\(secret)",
                   "https://h.example/cb#access_token=\(secret)&x=1", "\(secret)@h.example/\(path)"] {
        precondition(!RedactedURL.redact(shaped).contains(secret), "a secret survived redaction")
    }
    return 0
}
