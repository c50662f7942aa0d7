import Foundation
import Networking

/// libFuzzer entry: rate-limit headers and `Retry-After` from arbitrary `name: value` lines.
///
/// Invariants: a parsed budget is consistent (0 ≤ remaining ≤ limit) and a delay is never
/// negative nor longer than the week `RetryAfter` caps it to.
@_cdecl("LLVMFuzzerTestOneInput")
public func fuzzRateLimit(_ data: UnsafePointer<UInt8>?, _ size: Int) -> CInt {
    let text = String(decoding: UnsafeBufferPointer(start: data, count: data == nil ? 0 : size), as: UTF8.self)
    var headers = HTTPHeaders()
    for line in text.split(separator: "\n", omittingEmptySubsequences: true) {
        guard let colon = line.firstIndex(of: ":") else { continue }
        headers.add(String(line[..<colon]), String(line[line.index(after: colon)...]))
    }
    if let status = RateLimitStatus.parse(headers) {
        precondition(status.limit >= 0 && status.remaining >= 0 && status.remaining <= status.limit,
                     "inconsistent budget \(status)")
        if let used = status.used { precondition(used >= 0, "negative used") }
    }
    let now = Date(timeIntervalSince1970: 1_700_000_000)
    for value in headers.values(for: "Retry-After") + [text] {
        if let delay = RetryAfter.delay(value, now: now) {
            precondition(delay >= .zero && delay <= .seconds(86_400 * 7), "delay out of range: \(delay)")
        }
    }
    return 0
}
