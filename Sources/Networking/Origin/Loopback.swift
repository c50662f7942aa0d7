#if canImport(Glibc)
import Glibc
#elseif canImport(Darwin)
import Darwin
#endif

/// Decides whether a host names this machine, by parsing it: the only place pagetty decides it.
///
/// Pure functions; any thread.
public enum Loopback {
    /// True for `localhost`, an IPv4 address in 127.0.0.0/8, `::1` and `::ffff:127.x.y.z`
    /// (brackets allowed). Anything else, `127.evil.example` or `127.1` included, is not loopback:
    /// a name that only starts like an address resolves wherever its owner wants.
    public static func isLoopback(_ host: String) -> Bool {
        var text = host.lowercased()
        if text.hasPrefix("["), text.hasSuffix("]") { text = String(text.dropFirst().dropLast()) }
        if text == "localhost" { return true }
        var v4 = in_addr()
        if inet_pton(AF_INET, text, &v4) == 1 { return UInt32(bigEndian: v4.s_addr) >> 24 == 127 }
        var v6 = in6_addr()
        guard inet_pton(AF_INET6, text, &v6) == 1 else { return false }
        let bytes = withUnsafeBytes(of: &v6) { Array($0) }
        let isOne = bytes[0..<15].allSatisfy { $0 == 0 } && bytes[15] == 1
        let isMapped = bytes[0..<10].allSatisfy { $0 == 0 } && bytes[10] == 0xFF && bytes[11] == 0xFF && bytes[12] == 127
        return isOne || isMapped
    }
}
