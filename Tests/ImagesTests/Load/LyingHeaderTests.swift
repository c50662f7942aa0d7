import Testing
@testable import Images

/// The decode budget charges what the decoder will allocate, not what a header claims.
@Suite struct LyingHeaderTests {
    /// A GIF whose logical screen says 1×1 while its one frame is `side`×`side`.
    static func lyingGIF(side: Int) throws -> [UInt8] {
        var bytes = try ImageEncoder.gif(indices: [UInt8](repeating: 1, count: side * side), width: side, height: side,
                                         palette: [RGB(0, 0, 0), RGB(255, 0, 0)])
        bytes.replaceSubrange(6..<10, with: [1, 0, 1, 0])
        return bytes
    }

    @Test func theProbeReportsTheFrameNotTheScreen() throws {
        let gif = try Self.lyingGIF(side: 2048)
        let size = try ImageDecoder.decodedSize(gif)
        #expect(size.width == 2048 && size.height == 2048)
        #expect(try ImageDecoder.probe(gif).width == 2048)
    }

    @Test func aFrameOverTheBudgetIsRefusedBeforeDecoding() async throws {
        let gif = try Self.lyingGIF(side: 2048)  // 16 MiB of RGBA once decoded
        let gate = DecodeGate(maxConcurrent: 2, maxBytes: 8 * 1024 * 1024)
        await #expect(throws: ImageDecodeError.tooLarge) {
            _ = try await FetchOutcome.decode(gif, limits: ImageLimits(), side: 16, gate: gate)
        }
        #expect(await gate.peakBytes == 0)
    }

    @Test func twoLyingFramesAreChargedWhatTheyAllocate() async throws {
        let gif = try Self.lyingGIF(side: 1024)  // 4 MiB each
        let gate = DecodeGate(maxConcurrent: 2, maxBytes: 6 * 1024 * 1024)
        try await withThrowingTaskGroup(of: Int.self) { group in
            for _ in 0..<2 {
                group.addTask { try await FetchOutcome.decode(gif, limits: ImageLimits(), side: 16, gate: gate).width }
            }
            for try await width in group { #expect(width > 0) }
        }
        // One at a time: both at once would hold 8 MiB against a 6 MiB budget.
        #expect(await gate.peakBytes == 4 * 1024 * 1024)
        #expect(await gate.peakRunning == 1)
    }

    @Test func aJPEGIsChargedAfterScaling() throws {
        let jpeg = try ImageEncoder.jpeg(TestImages.solid(width: 800, height: 800, RGB(1, 2, 3)))
        let size = try ImageDecoder.decodedSize(jpeg, minimumSide: 100)
        #expect(size.width == 100 && size.height == 100)
        #expect(try ImageDecoder.decodedSize(jpeg).width == 800)
    }
}
