@testable import Networking
import Testing

/// The body buffer grows toward the cap and never past it: a body that doubles its way up
/// (chunked, or a gzip body whose Content-Length is the packed size) would otherwise reserve up to
/// twice the cap just before the cap stops it.
@Suite struct BodyCapacityTests {
    @Test func theBufferNeverGrowsPastTheCap() {
        var limits = TransportLimits()
        limits.maxBodyBytes = 100_000
        let transfer = CurlTransfer(request: HTTPRequest(url: "http://127.0.0.1/"), limits: limits, userAgent: "t")
        // Pieces that double the buffer to just under the cap, then small ones that fill it.
        var taken = 0
        for size in [6_200, 100] {
            let chunk = [UInt8](repeating: 0x61, count: size)
            while chunk.withUnsafeBytes({ transfer.receiveBody($0) }) > 0 { taken += size }
        }
        #expect(taken == 100_000)
        #expect(transfer.overflow == 100_000)
        #expect(transfer.body.capacity <= 110_000, "capacity \(transfer.body.capacity) for a cap of 100,000")
    }

    /// Past half the cap the buffer is the cap's size: no last copy from just under the cap to it,
    /// which held both at once (a 1 GiB gzip bomb peaked at 167 MB against 102 MB).
    @Test func pastHalfTheCapTheBufferIsTheCap() {
        var limits = TransportLimits()
        limits.maxBodyBytes = 100_000
        let transfer = CurlTransfer(request: HTTPRequest(url: "http://127.0.0.1/"), limits: limits, userAgent: "t")
        let chunk = [UInt8](repeating: 0x61, count: 6_200)
        while transfer.body.count < 60_000 { _ = chunk.withUnsafeBytes { transfer.receiveBody($0) } }
        #expect(transfer.body.capacity >= 100_000, "capacity \(transfer.body.capacity) after \(transfer.body.count)")
    }
}
