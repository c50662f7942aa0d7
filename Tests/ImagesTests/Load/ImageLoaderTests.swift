import Foundation
import Networking
import Testing
import TestSupport
@testable import Images

/// Caching, single flight, cancellation and remembered failures, against stub transports.
@Suite struct ImageLoaderTests {
    let box = CellBox(columns: 8, rows: 4)

    @Test func memoryHitsMissesAndEviction() async throws {
        let transport = Transports.images()
        // 32×32 thumbs are 4 KiB: room for exactly two.
        let loader = ImageLoader(transport: transport, memoryBudget: 9000)
        let first = await loader.load("http://h/a/1", box: box)
        #expect(first.cells?.columns == 8)
        #expect(first.cells?[0, 0].upper == RGB(1, 0, 7))
        _ = await loader.load("http://h/a/1", box: .thumbnail)
        #expect(transport.requests.count == 1)
        _ = await loader.load("http://h/a/2", box: box)
        _ = await loader.load("http://h/a/1", box: box)
        #expect(transport.requests.count == 2)
        _ = await loader.load("http://h/a/3", box: box)  // evicts 2, the least recently used
        _ = await loader.load("http://h/a/1", box: box)
        #expect(transport.requests.count == 3)
        _ = await loader.load("http://h/a/2", box: box)
        #expect(transport.requests.map(\.url) == ["http://h/a/1", "http://h/a/2", "http://h/a/3", "http://h/a/2"])
        #expect(await loader.memoryBytes <= 9000)
    }

    @Test func requestsCapTheBodyAt8MiB() async {
        let transport = Transports.images()
        _ = await ImageLoader(transport: transport).load("http://h/a/1", box: box)
        #expect(transport.requests.first?.limits?.maxBodyBytes == 8 * 1024 * 1024)
    }

    @Test func tenConcurrentLoadsShareOneRequest() async {
        let started = Gate(), release = Gate(), cancelled = Gate()
        let transport = Transports.gated(started: started, release: release, sawCancellation: cancelled)
        let loader = ImageLoader(transport: transport)
        let box = self.box
        await withTaskGroup(of: ImageResult.self) { group in
            for _ in 0..<10 { group.addTask { await loader.load("http://h/same", box: box) } }
            await started.wait()
            await Self.waitForWaiters(10, on: "http://h/same", loader)
            release.open()
            for await result in group { #expect(result.cells != nil) }
        }
        #expect(transport.requests.count == 1)
        #expect(!cancelled.isOpen)
    }

    @Test func transferIsCancelledWhenTheOnlyRowGoesAway() async {
        let started = Gate(), release = Gate(), cancelled = Gate()
        let loader = ImageLoader(transport: Transports.gated(started: started, release: release, sawCancellation: cancelled))
        let row = Task { await loader.load("http://h/gone", box: box) }
        await started.wait()
        row.cancel()
        #expect(await row.value == .placeholder(.cancelled))
        await cancelled.wait()
        #expect(cancelled.isOpen)
        // Not remembered as a failure: the next request tries again.
        #expect(await loader.failureCount == 0)
    }

    @Test func transferContinuesWhileAnotherRowStillWants() async {
        let started = Gate(), release = Gate(), cancelled = Gate()
        let loader = ImageLoader(transport: Transports.gated(started: started, release: release, sawCancellation: cancelled))
        let leaving = Task { await loader.load("http://h/shared", box: box) }
        let staying = Task { await loader.load("http://h/shared", box: box) }
        await started.wait()
        await Self.waitForWaiters(2, on: "http://h/shared", loader)
        leaving.cancel()
        #expect(await leaving.value == .placeholder(.cancelled))
        #expect(!cancelled.isOpen)
        release.open()
        #expect(await staying.value.cells != nil)
        #expect(!cancelled.isOpen)
    }

    @Test func cancelByURLWithdrawsEveryone() async {
        let started = Gate(), release = Gate(), cancelled = Gate()
        let loader = ImageLoader(transport: Transports.gated(started: started, release: release, sawCancellation: cancelled))
        let row = Task { await loader.load("http://h/x", box: box) }
        await started.wait()
        await loader.cancel(url: "http://h/x")
        #expect(await row.value == .placeholder(.cancelled))
        await cancelled.wait()
        #expect(await loader.inFlightCount == 0)
    }

    @Test func missingImagesAreRememberedNotRetried() async {
        let transport = StubTransport { _ in HTTPResponse(status: 404, body: Array("Not Found".utf8)) }
        let loader = ImageLoader(transport: transport)
        #expect(await loader.load("http://h/none.png", box: box) == .placeholder(.notFound))
        #expect(await loader.load("http://h/none.png", box: box) == .placeholder(.notFound))
        #expect(transport.requests.count == 1)
        #expect(await loader.load(nil, box: box) == .placeholder(.noImage))
        #expect(transport.requests.count == 1)
        await loader.forgetFailures()
        _ = await loader.load("http://h/none.png", box: box)
        #expect(transport.requests.count == 2)
    }

    @Test func garbageAndNetworkErrorsArePlaceholders() async {
        let transport = StubTransport { (request: HTTPRequest) async throws(HTTPError) -> HTTPResponse in
            if request.url.hasSuffix("html") { return HTTPResponse(status: 200, body: Array("<html>".utf8)) }
            if request.url.hasSuffix("big") { throw .bodyTooLarge(limit: 8 * 1024 * 1024) }
            throw .transport(code: 7, message: "Couldn't connect")
        }
        let loader = ImageLoader(transport: transport)
        #expect(await loader.load("http://h/page.html", box: box) == .placeholder(.undecodable))
        #expect(await loader.load("http://h/big", box: box) == .placeholder(.tooLarge))
        guard case .placeholder(.network) = await loader.load("http://h/down", box: box) else {
            Issue.record("expected a network failure")
            return
        }
        _ = await loader.load("http://h/down", box: box)
        #expect(transport.requests.count == 3)
    }

    @Test func diskCacheServesANewLoaderAndReplacesACorruptEntry() async throws {
        let directory = TemporaryDirectory()
        defer { directory.remove() }
        let url = "http://h/avatars/5"
        let first = Transports.images()
        let original = await ImageLoader(transport: first, disk: DiskCache(directory: directory.url)).load(url, box: box)
        #expect(first.requests.count == 1)

        let second = Transports.images()
        let again = await ImageLoader(transport: second, disk: DiskCache(directory: directory.url)).load(url, box: box)
        #expect(second.requests.isEmpty)
        #expect(again == original)

        let file = directory.url.appendingPathComponent(URLHash.hex(url))
        var bytes = try [UInt8](Data(contentsOf: file))
        bytes[bytes.count / 2] ^= 0x01
        try Data(bytes).write(to: file)
        let third = Transports.images()
        #expect(await ImageLoader(transport: third, disk: DiskCache(directory: directory.url)).load(url, box: box) == original)
        #expect(third.requests.count == 1)
        #expect(DiskCache(directory: directory.url).read(url) == TestImages.png(5))
    }

    /// Yields until `count` callers wait on `url`; gives up after a bound so a broken loader
    /// fails the test's expectations instead of hanging it.
    static func waitForWaiters(_ count: Int, on url: String, _ loader: ImageLoader) async {
        for _ in 0..<100_000 {
            if await loader.waiterCount(for: url) >= count { break }
            await Task.yield()
        }
        #expect(await loader.waiterCount(for: url) == count)
    }
}
