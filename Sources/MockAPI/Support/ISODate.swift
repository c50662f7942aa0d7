/// ISO 8601 formatting without Foundation formatters' locale and thread-safety costs.
enum ISODate {
    /// `2013-06-24T21:01:56Z`, as GitHub writes dates.
    static func utc(_ epoch: Int) -> String { format(epoch, offsetSeconds: 0) }

    /// `2018-03-24T16:10:46+09:00`, as Qiita writes dates.
    static func jst(_ epoch: Int) -> String { format(epoch, offsetSeconds: 9 * 3600) }

    private static func format(_ epoch: Int, offsetSeconds: Int) -> String {
        let local = epoch + offsetSeconds
        let days = Int((Double(local) / 86400).rounded(.down))
        let secs = local - days * 86400
        let (y, m, d) = civil(days)
        let time = "\(pad(y, 4))-\(pad(m))-\(pad(d))T\(pad(secs / 3600)):\(pad(secs / 60 % 60)):\(pad(secs % 60))"
        return offsetSeconds == 0 ? time + "Z" : time + "+\(pad(offsetSeconds / 3600)):\(pad(offsetSeconds / 60 % 60))"
    }

    // String(format:) is slow on Linux and these run for every item on every page.
    private static func pad(_ n: Int, _ width: Int = 2) -> String {
        let s = String(n)
        return s.count >= width ? s : String(repeating: "0", count: width - s.count) + s
    }

    // Howard Hinnant's days-to-civil algorithm.
    private static func civil(_ z0: Int) -> (Int, Int, Int) {
        let z = z0 + 719_468
        let era = (z >= 0 ? z : z - 146_096) / 146_097
        let doe = z - era * 146_097
        let yoe = (doe - doe / 1460 + doe / 36524 - doe / 146_096) / 365
        let doy = doe - (365 * yoe + yoe / 4 - yoe / 100)
        let mp = (5 * doy + 2) / 153
        let d = doy - (153 * mp + 2) / 5 + 1
        let m = mp < 10 ? mp + 3 : mp - 9
        return (yoe + era * 400 + (m <= 2 ? 1 : 0), m, d)
    }
}
