internal import CDigest

/// SHA-256, for cache keys: a token is remembered only as part of a digest.
///
/// Stateless; any thread. OpenSSL's libcrypto does the hashing.
public enum SHA256 {
    /// The digest of `bytes` as 64 lower-case hex digits.
    public static func hex(_ bytes: [UInt8]) -> String {
        digest(bytes).map { byte in
            let s = String(byte, radix: 16)
            return s.count == 1 ? "0" + s : s
        }.joined()
    }

    /// Whether `text` has the form `hex` gives: 64 lower-case hex digits.
    public static func isHex(_ text: some StringProtocol) -> Bool {
        text.utf8.count == 64 && text.utf8.allSatisfy { (0x30...0x39).contains($0) || (0x61...0x66).contains($0) }
    }

    /// The digest of a string's UTF-8.
    public static func hex(_ text: String) -> String { hex(Array(text.utf8)) }

    /// The 32-byte digest.
    public static func digest(_ bytes: [UInt8]) -> [UInt8] {
        var out = [UInt8](repeating: 0, count: 32)
        let status = bytes.withUnsafeBytes { input in
            out.withUnsafeMutableBufferPointer { pt_sha256(input.baseAddress, input.count, $0.baseAddress) }
        }
        precondition(status == 0, "libcrypto could not compute SHA-256")
        return out
    }
}
