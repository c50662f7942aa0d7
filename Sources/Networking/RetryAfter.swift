import Foundation

/// Parses `Retry-After`: delay-seconds or an HTTP-date (RFC 9110 §10.2.3).
public enum RetryAfter {
    /// How long to wait from `now`; nil when the value is neither form. Past dates give zero.
    public static func delay(_ value: String, now: Date) -> Duration? {
        let text = value.trimmingSpaces
        if let seconds = RateLimitStatus.number(String(text)) { return .seconds(min(seconds, 86_400 * 7)) }
        guard let date = httpDate(String(text)) else { return nil }
        let interval = max(0, date.timeIntervalSince(now))
        return .milliseconds(Int64((min(interval, 86_400 * 7) * 1000).rounded()))
    }

    /// An IMF-fixdate, or the obsolete RFC 850 and asctime forms.
    public static func httpDate(_ text: String) -> Date? {
        // Every HTTP-date form is short printable ASCII, and Foundation's DateFormatter traps on
        // some non-ASCII input (a UTF-16 range applied to other units; found by FuzzRateLimit).
        guard text.utf8.count <= 64, text.utf8.allSatisfy({ $0 >= 0x20 && $0 < 0x7F }) else { return nil }
        for format in formats {
            let formatter = DateFormatter()
            formatter.locale = Locale(identifier: "en_US_POSIX")
            formatter.timeZone = TimeZone(identifier: "GMT")
            formatter.dateFormat = format
            if let date = formatter.date(from: text) { return date }
        }
        return nil
    }

    private static let formats = [
        "EEE, dd MMM yyyy HH:mm:ss zzz",  // Sun, 06 Nov 1994 08:49:37 GMT
        "EEEE, dd-MMM-yy HH:mm:ss zzz",  // Sunday, 06-Nov-94 08:49:37 GMT
        "EEE MMM d HH:mm:ss yyyy",  // Sun Nov  6 08:49:37 1994
    ]
}
