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

    @Test func bigJPEGsShrinkInTheDCTButNotBelowTheMinimum() throws {
        let jpeg = try ImageEncoder.jpeg(TestImages.gradient(width: 64, height: 48))
        let full = try ImageDecoder.decode(jpeg)
        #expect(full.width == 64 && full.height == 48)
        let half = try ImageDecoder.decode(jpeg, minimumSide: 16)
        #expect(half.width == 32 && half.height == 24)
        #expect(try ImageDecoder.decode(jpeg, minimumSide: 5).width == 8)
        #expect(try ImageDecoder.decode(jpeg, minimumSide: 100).width == 64)
        let png = try ImageEncoder.png(TestImages.gradient(width: 64, height: 48))
        #expect(try ImageDecoder.decode(png, minimumSide: 16).width == 64)
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

    /// Hand-made with Python's zlib: GitHub identicons are palette PNGs; 16-bit grey is common too.
    @Test func palettePNGWithTransparencyAndSixteenBitGrey() throws {
        let palette: [UInt8] = [0x89, 0x50, 0x4E, 0x47, 0x0D, 0x0A, 0x1A, 0x0A, 0x00, 0x00, 0x00, 0x0D, 0x49, 0x48, 0x44, 0x52,
            0x00, 0x00, 0x00, 0x02, 0x00, 0x00, 0x00, 0x02, 0x08, 0x03, 0x00, 0x00, 0x00, 0x45, 0x68, 0xFD, 0x16, 0x00, 0x00,
            0x00, 0x09, 0x50, 0x4C, 0x54, 0x45, 0xFF, 0x00, 0x00, 0x00, 0x00, 0xFF, 0x00, 0xFF, 0x00, 0x87, 0x0D, 0x1E, 0x08,
            0x00, 0x00, 0x00, 0x02, 0x74, 0x52, 0x4E, 0x53, 0xFF, 0x00, 0xE5, 0xB7, 0x30, 0x4A, 0x00, 0x00, 0x00, 0x0E, 0x49,
            0x44, 0x41, 0x54, 0x78, 0x9C, 0x63, 0x60, 0x60, 0x64, 0x60, 0x62, 0x04, 0x00, 0x00, 0x0F, 0x00, 0x05, 0x2B, 0xDC,
            0x64, 0x4F, 0x00, 0x00, 0x00, 0x00, 0x49, 0x45, 0x4E, 0x44, 0xAE, 0x42, 0x60, 0x82]
        #expect(try ImageDecoder.decode(palette).pixels == [255, 0, 0, 255, 0, 0, 255, 0, 0, 255, 0, 255, 0, 0, 255, 0])
        let grey: [UInt8] = [0x89, 0x50, 0x4E, 0x47, 0x0D, 0x0A, 0x1A, 0x0A, 0x00, 0x00, 0x00, 0x0D, 0x49, 0x48, 0x44, 0x52,
            0x00, 0x00, 0x00, 0x02, 0x00, 0x00, 0x00, 0x01, 0x10, 0x00, 0x00, 0x00, 0x00, 0x81, 0xD9, 0xFC, 0x15, 0x00, 0x00,
            0x00, 0x0D, 0x49, 0x44, 0x41, 0x54, 0x78, 0x9C, 0x63, 0x60, 0x60, 0xF8, 0xFF, 0x1F, 0x00, 0x03, 0x02, 0x01, 0xFF,
            0xE6, 0x77, 0x0B, 0xAE, 0x00, 0x00, 0x00, 0x00, 0x49, 0x45, 0x4E, 0x44, 0xAE, 0x42, 0x60, 0x82]
        #expect(try ImageDecoder.decode(grey).pixels == [0, 0, 0, 255, 255, 255, 255, 255])
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
