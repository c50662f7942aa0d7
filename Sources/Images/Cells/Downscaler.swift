/// Fits an image into a cell box keeping its aspect ratio, averaging the pixels each output pixel covers.
///
/// Half blocks make a cell 1 × 2 pixels, and a cell is about twice as tall as wide, so a
/// pixel is near square on screen: the box is columns × (2 × rows) square pixels.
enum Downscaler {
    /// Pixels with less coverage than this draw as transparent.
    static let alphaThreshold = 128

    /// A pixel size no larger than `width` × `height` with the image's aspect ratio, at least 1 × 1.
    static func fit(width: Int, height: Int, into maxWidth: Int, _ maxHeight: Int) -> (width: Int, height: Int) {
        guard width > 0, height > 0, maxWidth > 0, maxHeight > 0 else { return (0, 0) }
        if width * maxHeight <= height * maxWidth {
            return (max(1, min(maxWidth, (width * maxHeight + height / 2) / height)), maxHeight)
        }
        return (maxWidth, max(1, min(maxHeight, (height * maxWidth + width / 2) / width)))
    }

    /// `image` resized to exactly `width` × `height` by area averaging (alpha-weighted colour).
    static func resize(_ image: RGBAImage, width: Int, height: Int) -> RGBAImage {
        if width == image.width && height == image.height { return image }
        var out = [UInt8](repeating: 0, count: width * height * 4)
        image.pixels.withUnsafeBufferPointer { src in
            for oy in 0..<height {
                let y0 = oy * image.height / height
                let y1 = max(y0 + 1, (oy + 1) * image.height / height)
                for ox in 0..<width {
                    let x0 = ox * image.width / width
                    let x1 = max(x0 + 1, (ox + 1) * image.width / width)
                    var r = 0, g = 0, b = 0, a = 0
                    for y in y0..<y1 {
                        var i = (y * image.width + x0) * 4
                        for _ in x0..<x1 {
                            let alpha = Int(src[i + 3])
                            r += Int(src[i]) * alpha
                            g += Int(src[i + 1]) * alpha
                            b += Int(src[i + 2]) * alpha
                            a += alpha
                            i += 4
                        }
                    }
                    let o = (oy * width + ox) * 4
                    let count = (y1 - y0) * (x1 - x0)
                    if a > 0 {
                        out[o] = UInt8((r + a / 2) / a)
                        out[o + 1] = UInt8((g + a / 2) / a)
                        out[o + 2] = UInt8((b + a / 2) / a)
                    }
                    out[o + 3] = UInt8((a + count / 2) / count)
                }
            }
        }
        return RGBAImage(width: width, height: height, pixels: out)
    }

    /// `image` fitted to `box` and paired into half-block cells.
    static func cells(_ image: RGBAImage, box: CellBox) -> ImageCells {
        let size = fit(width: image.width, height: image.height, into: box.columns, box.rows * 2)
        guard size.width > 0 else { return ImageCells(columns: 0, rows: 0, cells: []) }
        let fitted = resize(image, width: size.width, height: size.height)
        let rows = (size.height + 1) / 2
        var cells: [HalfBlock] = []
        cells.reserveCapacity(rows * size.width)
        func pixel(_ x: Int, _ y: Int) -> RGB? {
            guard y < fitted.height else { return nil }
            let i = (y * fitted.width + x) * 4
            guard Int(fitted.pixels[i + 3]) >= alphaThreshold else { return nil }
            return RGB(fitted.pixels[i], fitted.pixels[i + 1], fitted.pixels[i + 2])
        }
        for row in 0..<rows {
            for x in 0..<size.width { cells.append(HalfBlock(upper: pixel(x, row * 2), lower: pixel(x, row * 2 + 1))) }
        }
        return ImageCells(columns: size.width, rows: rows, cells: cells)
    }
}
