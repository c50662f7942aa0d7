import Testing
@testable import Images

/// PNG, JPEG and GIF through the real libraries, and what hostile bytes get.
@Suite struct DecodeTests {
    @Test func pngRoundTripsExactlyWithAlpha() throws {
        let image = TestImages.gradient(width: 9, height: 7, transparentCorner: true)
        let png = try ImageEncoder.png(image)
        #expect(ImageFormat.sniff(png) == .png)
        let probe = try ImageDecoder.probe(png)
        #expect(probe.width == 9 && probe.height == 7)
        #expect(try ImageDecoder.decode(png) == image)
    }

    @Test func jpegDecodesCloseToTheOriginal() throws {
        let image = TestImages.solid(width: 24, height: 16, RGB(200, 40, 90))
        let jpeg = try ImageEncoder.jpeg(image)
        #expect(ImageFormat.sniff(jpeg) == .jpeg)
        let decoded = try ImageDecoder.decode(jpeg)
        #expect(decoded.width == 24 && decoded.height == 16)
        for i in stride(from: 0, to: decoded.pixels.count, by: 4) {
            #expect(abs(Int(decoded.pixels[i]) - 200) <= 4 && abs(Int(decoded.pixels[i + 1]) - 40) <= 4)
            #expect(abs(Int(decoded.pixels[i + 2]) - 90) <= 4 && decoded.pixels[i + 3] == 255)
        }
    }

    @Test func gifFirstFrameWithTransparency() throws {
        let palette = [RGB(255, 0, 0), RGB(0, 255, 0), RGB(0, 0, 255), RGB(0, 0, 0)]
        let indices: [UInt8] = [0, 1, 2, 3, 3, 2, 1, 0]
        let gif = try ImageEncoder.gif(indices: indices, width: 4, height: 2, palette: palette, transparentIndex: 3)
        #expect(ImageFormat.sniff(gif) == .gif)
        let decoded = try ImageDecoder.decode(gif)
        #expect(decoded.width == 4 && decoded.height == 2)
        #expect(Array(decoded.pixels[0..<16]) == [255, 0, 0, 255, 0, 255, 0, 255, 0, 0, 255, 255, 0, 0, 0, 0])
        #expect(Array(decoded.pixels[28..<32]) == [255, 0, 0, 255])
    }

    @Test func formatComesFromMagicBytesOnly() {
        #expect(ImageFormat.sniff(Array("<html>not a png</html>".utf8)) == nil)
        #expect(ImageFormat.sniff([0xFF, 0xD8]) == nil)
        #expect(throws: ImageDecodeError.unknownFormat) { try ImageDecoder.decode(Array("GIF90a......".utf8)) }
        #expect(throws: ImageDecodeError.unknownFormat) { try ImageDecoder.decode([]) }
    }

    @Test func corruptFilesAreErrorsNotCrashes() throws {
        let image = TestImages.gradient(width: 40, height: 30)
        let png = try ImageEncoder.png(image)
        let jpeg = try ImageEncoder.jpeg(image)
        let gif = try ImageEncoder.gif(indices: [UInt8](repeating: 1, count: 1200), width: 40, height: 30,
                                       palette: [RGB(0, 0, 0), RGB(9, 9, 9)])
        for bytes in [png, jpeg, gif] {
            #expect(throws: ImageDecodeError.corrupt) { try ImageDecoder.decode(Array(bytes.prefix(bytes.count / 2))) }
            #expect(throws: ImageDecodeError.corrupt) { try ImageDecoder.decode(Array(bytes.prefix(12))) }
        }
        var scrambled = png
        for i in 40..<(png.count - 12) { scrambled[i] ^= 0x5A }
        #expect(throws: ImageDecodeError.corrupt) { try ImageDecoder.decode(scrambled) }
        var badJPEG = jpeg
        for i in (jpeg.count / 2)..<(jpeg.count - 2) { badJPEG[i] = 0xFF }
        #expect(throws: ImageDecodeError.self) { try ImageDecoder.decode(badJPEG) }
    }

    @Test func oversizedHeadersAreRefusedBeforeDecoding() throws {
        let small = TestImages.solid(width: 8, height: 8, RGB(1, 2, 3))
        // IHDR width and height at 16 and 20; the chunk CRC no longer matches, so had libpng
        // run it would have said corrupt: tooLarge proves the header check came first.
        let png = TestImages.patching(TestImages.patching(try ImageEncoder.png(small), at: 16, bigEndian: 10_000),
                                      at: 20, bigEndian: 10_000)
        #expect(try ImageDecoder.probe(png).width == 10_000)
        #expect(throws: ImageDecodeError.tooLarge) { try ImageDecoder.decode(png) }

        var jpeg = try ImageEncoder.jpeg(small)
        let sof = try #require((0..<jpeg.count - 1).first { jpeg[$0] == 0xFF && jpeg[$0 + 1] == 0xC0 })
        jpeg[sof + 5] = 0x27; jpeg[sof + 6] = 0x10; jpeg[sof + 7] = 0x27; jpeg[sof + 8] = 0x10
        #expect(try ImageDecoder.probe(jpeg).height == 10_000)
        #expect(throws: ImageDecodeError.tooLarge) { try ImageDecoder.decode(jpeg) }

        var gif = try ImageEncoder.gif(indices: [0, 1, 1, 0], width: 2, height: 2, palette: [RGB(0, 0, 0), RGB(1, 1, 1)])
        gif[6] = 0x10; gif[7] = 0x27; gif[8] = 0x10; gif[9] = 0x27
        #expect(throws: ImageDecodeError.tooLarge) { try ImageDecoder.decode(gif) }

        #expect(throws: ImageDecodeError.tooLarge) { try ImageDecoder.decode(try ImageEncoder.png(small), limits: ImageLimits(maxSide: 7)) }
        #expect(throws: ImageDecodeError.tooLarge) { try ImageDecoder.decode(try ImageEncoder.png(small), limits: ImageLimits(maxBytes: 20)) }
    }
}
