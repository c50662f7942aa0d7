@testable import HTTPCache
@testable import Images
import Networking

/// libFuzzer entry: the checks that decide which files in a cache directory are pagetty's.
///
/// Invariants: a name is accepted only when it is exactly 64 (HTTP cache) or 32 (image cache)
/// lower-case hex digits, so no path separator, dot, or user's file name passes; every name the
/// caches make themselves, from any URL and credential, passes its own check. Cache keys: a
/// header not in `RequestKey.harmless` changes the key when its value changes, a harmless one
/// never does, header names count without regard to case, and no key contains the credential.
@_cdecl("LLVMFuzzerTestOneInput")
public func fuzzCacheNames(_ data: UnsafePointer<UInt8>?, _ size: Int) -> CInt {
    let bytes = Array(UnsafeBufferPointer(start: data, count: data == nil ? 0 : size))
    let name = String(decoding: bytes, as: UTF8.self)
    let hex = name.utf8.allSatisfy { (0x30...0x39).contains($0) || (0x61...0x66).contains($0) }
    precondition(CacheStore.isEntryName(name) == (hex && name.utf8.count == 64), "entry-name check disagrees")
    precondition(URLHash.isHashName(name) == (hex && name.utf8.count == 32), "image-name check disagrees")
    let split = bytes.firstIndex(of: 0) ?? bytes.count
    let url = String(decoding: bytes[..<split], as: UTF8.self)
    let credential = split < bytes.count ? String(decoding: bytes[(split + 1)...], as: UTF8.self) : nil
    precondition(CacheStore.isEntryName(CacheStore.key(url: url, credential: credential)), "a key fails its own check")
    precondition(URLHash.isHashName(URLHash.hex(url)), "an image hash fails its own check")
    checkKeys(url: url, value: credential ?? "")
    return 0
}

/// The cache key's invariants for one URL and one header value.
func checkKeys(url: String, value: String) {
    let bare = CacheKey.make(url: url, headers: [:])
    for name in ["X-Api-Key", "Cookie", "PRIVATE-TOKEN", "Authorization"] {
        let with = CacheKey.make(url: url, headers: HTTPHeaders([(name, value)]))
        precondition(with != bare, "a credential header left the key unchanged")
        precondition(with == CacheKey.make(url: url, headers: HTTPHeaders([(name.lowercased(), value)])), "header case changed the key")
        precondition(with != CacheKey.make(url: url, headers: HTTPHeaders([(name, value + "x")])), "two credentials share a key")
        precondition(value.utf8.count < 16 || !holds(with, value), "a key holds the credential")
    }
    precondition(CacheKey.make(url: url, headers: ["User-Agent": value, "Accept": value]) == bare, "a harmless header changed the key")
}

/// Whether `text`'s bytes hold `part`'s. Bytes, not `String.contains`: Foundation's search reads
/// a credential of NUL bytes as empty, found in every key (a false finding in a CI run).
func holds(_ text: String, _ part: String) -> Bool {
    let text = Array(text.utf8), part = Array(part.utf8)
    guard !part.isEmpty, part.count <= text.count else { return part.isEmpty }
    return (0...(text.count - part.count)).contains { text[$0..<($0 + part.count)].elementsEqual(part) }
}
