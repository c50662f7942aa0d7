import Networking
import Testing
import TestSupport
@testable import Images

/// Pictures whose headers claim large sizes are decoded a few at a time, within a byte budget.
@Suite struct DecodeGateTests {
    /// Eight distinct 512×512 PNGs (1 MiB of RGBA each once decoded).
    static func bigImages() -> StubTransport {
        StubTransport { request in
            let n = Int(request.url.split(separator: "/").last ?? "") ?? 0
            return HTTPResponse(status: 200, body: TestImages.png(n, side: 512))
        }
    }

    static func loadAll(_ loader: ImageLoader) async -> Int {
        await withTaskGroup(of: Bool.self) { group in
            for n in 1...8 {
                group.addTask { await loader.load("http://h/big/\(n)", box: CellBox(columns: 8, rows: 4)).cells != nil }
            }
            return await group.reduce(0) { $0 + ($1 ? 1 : 0) }
        }
    }

    @Test func atMostTwoDecodesRunAtOnce() async {
        let loader = ImageLoader(transport: Self.bigImages(), decodeBudget: 64 * 1024 * 1024)
        #expect(await Self.loadAll(loader) == 8)
        let gate = loader.decodes
        #expect(await gate.peakRunning <= 2)
        #expect(await gate.running == 0)
        #expect(await gate.bytesInUse == 0)
    }

    @Test func decodesStayWithinTheByteBudget() async {
        // Room for one 1 MiB decode at a time: the others wait, and every picture still arrives.
        let loader = ImageLoader(transport: Self.bigImages(), decodeBudget: 1536 * 1024)
        #expect(await Self.loadAll(loader) == 8)
        #expect(await loader.decodes.peakRunning == 1)
        #expect(await loader.decodes.peakBytes == 1024 * 1024)
    }

    @Test func aThirdDecodeWaitsForAPlace() async {
        let gate = DecodeGate(maxConcurrent: 2, maxBytes: 100)
        await gate.acquire(1)
        await gate.acquire(1)
        let third = Task { await gate.acquire(1) }
        while await gate.waitingCount < 1 { await Task.yield() }
        #expect(await gate.running == 2)
        await gate.release(1)
        await third.value
        #expect(await gate.running == 2)
        #expect(await gate.waitingCount == 0)
        #expect(await gate.peakRunning == 2)
    }

    @Test func aDecodeLargerThanTheBudgetStillRunsAlone() async throws {
        let gate = DecodeGate(maxConcurrent: 2, maxBytes: 10)
        let value = try await gate.run(bytes: 100) { () throws(ImageDecodeError) -> Int in 7 }
        #expect(value == 7)
        #expect(await gate.peakBytes == 100)
        #expect(await gate.running == 0)
    }
}
