import Foundation
import Testing
@testable import Images
import TestSupport

/// The picture cache keeps no URL in clear and reads no file it did not write.
@Suite struct DiskCacheSecretTests {
    static let url = "https://bucket.example/a.png?X-Amz-Credential=CREDSECRET&X-Amz-Signature=SIGSECRET"

    @Test func aSignedURLIsNotWritten() throws {
        let directory = TemporaryDirectory(); defer { directory.remove() }
        DiskCache(directory: directory.url).write(Self.url, bytes: [1, 2, 3])
        let bytes = try [UInt8](Data(contentsOf: directory.url.appendingPathComponent(URLHash.hex(Self.url))))
        let text = String(decoding: bytes, as: UTF8.self)
        #expect(!text.contains("SIGSECRET") && !text.contains("CREDSECRET"))
        #expect(DiskCache(directory: directory.url).read(Self.url) == [1, 2, 3])
    }

    @Test func aSymlinkedEntryIsNotFollowed() throws {
        let directory = TemporaryDirectory(); defer { directory.remove() }
        let elsewhere = TemporaryDirectory(); defer { elsewhere.remove() }
        DiskCache(directory: elsewhere.url).write(Self.url, bytes: [6, 6, 6])
        let name = URLHash.hex(Self.url)
        try FileManager.default.createSymbolicLink(atPath: directory.path + "/" + name, withDestinationPath: elsewhere.path + "/" + name)
        #expect(DiskCache(directory: directory.url).read(Self.url) == nil)
    }
}
