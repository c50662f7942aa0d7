import Storage
#if canImport(Glibc)
import Glibc
#elseif canImport(Darwin)
import Darwin
#endif

/// The on-disk layout of one cached image: a header that makes truncation and corruption detectable.
///
/// `PTIMG1\n\0`, key length (u32 LE), payload length (u64 LE), FNV-1a-64 of key + payload (u64 LE),
/// the key, then the encoded image bytes as downloaded. The key is the URL's SHA-256, not the URL:
/// a signed picture URL (`X-Amz-Signature=`) is not written in clear. (Entries of the older form,
/// which kept the URL, fail `decode` and are deleted when read.)
enum DiskEntry {
    private static let magic: [UInt8] = Array("PTIMG1\n\0".utf8)
    private static let headerSize = 8 + 4 + 8 + 8

    /// Whether the file at `path` starts with the entry header's magic: a file pagetty wrote.
    static func isMarked(_ path: String) -> Bool { fileHead(path, count: magic.count) == magic }

    static func encode(url: String, payload: [UInt8]) -> [UInt8] {
        let urlBytes = SHA256.digest(Array(url.utf8))
        var out = magic
        out.reserveCapacity(headerSize + urlBytes.count + payload.count)
        append(UInt64(urlBytes.count), bytes: 4, to: &out)
        append(UInt64(payload.count), bytes: 8, to: &out)
        append(URLHash.fnv1a(urlBytes + payload), bytes: 8, to: &out)
        out += urlBytes
        out += payload
        return out
    }

    /// The payload when `file` is intact and belongs to `url`, else nil.
    static func decode(_ file: [UInt8], url: String) -> [UInt8]? {
        guard file.count >= headerSize, Array(file[0..<8]) == magic else { return nil }
        let urlCount = Int(read(file, at: 8, bytes: 4))
        let payloadCount = read(file, at: 12, bytes: 8)
        let checksum = read(file, at: 20, bytes: 8)
        guard payloadCount <= UInt64(file.count), headerSize + urlCount + Int(payloadCount) == file.count else { return nil }
        let body = Array(file[headerSize...])
        guard URLHash.fnv1a(body) == checksum, body.prefix(urlCount).elementsEqual(SHA256.digest(Array(url.utf8)))
        else { return nil }
        return Array(body[urlCount...])
    }

    private static func append(_ value: UInt64, bytes: Int, to out: inout [UInt8]) {
        for i in 0..<bytes { out.append(UInt8(truncatingIfNeeded: value >> (8 * UInt64(i)))) }
    }

    private static func read(_ file: [UInt8], at offset: Int, bytes: Int) -> UInt64 {
        (0..<bytes).reduce(UInt64(0)) { $0 | UInt64(file[offset + $1]) << (8 * UInt64($1)) }
    }
}

/// The first `count` bytes of the file at `path` (not followed if a symlink), or nil.
private func fileHead(_ path: String, count: Int) -> [UInt8]? {
    let fd = open(path, O_RDONLY | O_CLOEXEC | O_NOFOLLOW)
    guard fd >= 0 else { return nil }
    defer { close(fd) }
    var head = [UInt8](repeating: 0, count: count)
    let got = head.withUnsafeMutableBytes { read(fd, $0.baseAddress, $0.count) }
    return got == count ? head : nil
}
