import Foundation
import Images
import Networking

/// Image benchmarks: decode + cell mapping of an avatar, and memory as more images are shown.
enum ImagesBench {
    static func run() async {
        decodeRender()
        await memory()
    }

    /// A 460×460 PNG (GitHub's largest avatar) decoded and mapped to a 20×10-cell block.
    private static func decodeRender() {
        let png = try! ImageEncoder.png(identicon(side: 460, key: 7))
        let box = CellBox(columns: 20, rows: 10)
        var samples: [Double] = []
        for _ in 0..<40 {
            let start = ContinuousClock.now
            let cells = try! ImageDecoder.decode(png).cells(fitting: box)
            let glyphs = cells.render(mode: .truecolor)
            let elapsed = ContinuousClock.now - start
            precondition(glyphs.count == 10)
            samples.append(Double(elapsed.components.attoseconds) / 1e12 + Double(elapsed.components.seconds) * 1e6)
        }
        Bench.report("images.decode_render_us", Bench.median(samples))
    }

    /// Peak RSS after 10,000 distinct images loaded and rendered, over the peak after 100.
    private static func memory() async {
        let loader = ImageLoader(transport: GeneratedImages())
        let box = CellBox(columns: 20, rows: 10)
        func show(_ range: Range<Int>) async {
            for n in range {
                guard let cells = await loader.load("http://bench.invalid/avatars/\(n)", box: box).cells else {
                    fatalError("image \(n) did not load")
                }
                _ = cells.render(mode: .palette256)
            }
        }
        await show(0..<100)
        let after100 = Bench.peakRSSMiB()
        await show(100..<10_000)
        let after10k = Bench.peakRSSMiB()
        Bench.report("images.rss.10k_vs_100", after10k / after100)
    }

    /// 5×5 mirrored blocks on light grey, like a GitHub identicon.
    private static func identicon(side: Int, key: Int) -> RGBAImage {
        var pixels = [UInt8](repeating: 0, count: side * side * 4)
        let color: [UInt8] = [UInt8(key * 37 & 0xFF), UInt8(key * 91 & 0xFF), UInt8(key * 53 & 0xFF), 255]
        for y in 0..<side {
            for x in 0..<side {
                let column = min(x * 5 / side, 4 - x * 5 / side), row = y * 5 / side
                let on = (key >> (row * 3 + column)) & 1 == 1 || (key * 2_654_435_761 >> (row * 3 + column)) & 1 == 1
                let i = (y * side + x) * 4
                pixels.replaceSubrange(i..<(i + 4), with: on ? color : [240, 240, 240, 255])
            }
        }
        return RGBAImage(width: side, height: side, pixels: pixels)
    }

    /// Answers each URL with a distinct 96×96 PNG and keeps no log, so it adds nothing to RSS.
    private struct GeneratedImages: Transport {
        func send(_ request: HTTPRequest) async throws(HTTPError) -> HTTPResponse {
            let n = Int(request.url.split(separator: "/").last ?? "") ?? 0
            let png = try! ImageEncoder.png(ImagesBench.identicon(side: 96, key: n))
            return HTTPResponse(status: 200, body: png, effectiveURL: request.url)
        }
    }
}
