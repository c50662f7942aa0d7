/// Nearest colour in the xterm 256 palette: the 6×6×6 cube (16...231) or the grey ramp (232...255).
///
/// The first 16 entries are left out: terminals let users redefine them.
public enum XtermPalette {
    private static let levels: [Int] = [0, 95, 135, 175, 215, 255]

    /// The palette number nearest to `color`.
    public static func index(of color: RGB) -> UInt8 {
        let r = Int(color.red), g = Int(color.green), b = Int(color.blue)
        let ri = nearestLevel(r), gi = nearestLevel(g), bi = nearestLevel(b)
        let cube = RGBDistance(levels[ri], levels[gi], levels[bi])
        // Grey ramp: 8, 18, ..., 238.
        let average = (r + g + b) / 3
        let greyStep = min(max((average - 8 + 5) / 10, 0), 23)
        let greyLevel = 8 + greyStep * 10
        let grey = RGBDistance(greyLevel, greyLevel, greyLevel)
        if grey.distance(r, g, b) < cube.distance(r, g, b) { return UInt8(232 + greyStep) }
        return UInt8(16 + 36 * ri + 6 * gi + bi)
    }

    /// The colour xterm shows for palette number `index` by default; for 0...15 the values
    /// of xterm's own defaults, which users may have changed.
    public static func color(of index: UInt8) -> RGB {
        switch index {
        case 0..<16:
            let (r, g, b) = basic[Int(index)]
            return RGB(r, g, b)
        case 16..<232:
            let cube = Int(index) - 16
            return RGB(UInt8(levels[cube / 36]), UInt8(levels[cube / 6 % 6]), UInt8(levels[cube % 6]))
        default:
            let grey = UInt8(8 + (Int(index) - 232) * 10)
            return RGB(grey, grey, grey)
        }
    }

    private static let basic: [(UInt8, UInt8, UInt8)] = [
        (0, 0, 0), (205, 0, 0), (0, 205, 0), (205, 205, 0), (0, 0, 238), (205, 0, 205), (0, 205, 205), (229, 229, 229),
        (127, 127, 127), (255, 0, 0), (0, 255, 0), (255, 255, 0), (92, 92, 255), (255, 0, 255), (0, 255, 255), (255, 255, 255),
    ]

    private static func nearestLevel(_ v: Int) -> Int {
        var best = 0
        for i in 1..<levels.count where abs(levels[i] - v) < abs(levels[best] - v) { best = i }
        return best
    }

    private struct RGBDistance {
        let r: Int, g: Int, b: Int
        init(_ r: Int, _ g: Int, _ b: Int) { self.r = r; self.g = g; self.b = b }
        func distance(_ r2: Int, _ g2: Int, _ b2: Int) -> Int {
            (r - r2) * (r - r2) + (g - g2) * (g - g2) + (b - b2) * (b - b2)
        }
    }
}
