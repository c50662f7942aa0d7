import Foundation

/// The status bar's offline notice: "offline: cached page from 14:05", with the date when the
/// page was stored before today ("… from 2026-11-20 14:05").
///
/// Pure: the time zone and "now" are arguments, so tests choose them.
public enum OfflineLabel {
    /// The notice for a page stored at `storedAt`, in `timeZone`'s local time as of `now`.
    public static func text(storedAt: Date, now: Date, timeZone: TimeZone) -> String {
        var calendar = Calendar(identifier: .gregorian)
        calendar.timeZone = timeZone
        let stored = calendar.dateComponents([.year, .month, .day, .hour, .minute], from: storedAt)
        let time = "\(pad(stored.hour)):\(pad(stored.minute))"
        if calendar.isDate(storedAt, inSameDayAs: now) { return "offline: cached page from \(time)" }
        let date = "\(stored.year ?? 0)-\(pad(stored.month))-\(pad(stored.day))"
        return "offline: cached page from \(date) \(time)"
    }

    private static func pad(_ value: Int?) -> String {
        let value = value ?? 0
        return value < 10 ? "0\(value)" : "\(value)"
    }
}
