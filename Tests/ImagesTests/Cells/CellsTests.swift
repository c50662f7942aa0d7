import Foundation
import Testing
@testable import Images
import TestSupport

/// Fitting, averaging, half-block pairing and the three colour modes.
@Suite struct CellsTests {
    @Test func fitKeepsAspectRatioInSquarePixels() {
        let box = CellBox(columns: 20, rows: 10)
        let avatar = TestImages.solid(width: 460, height: 460, RGB(1, 2, 3)).cells(fitting: box)
        #expect(avatar.columns == 20 && avatar.rows == 10)
        let wide = TestImages.solid(width: 100, height: 50, RGB(1, 2, 3)).cells(fitting: box)
        #expect(wide.columns == 20 && wide.rows == 5)
        let tall = TestImages.solid(width: 30, height: 90, RGB(1, 2, 3)).cells(fitting: box)
        #expect(tall.columns == 7 && tall.rows == 10)
        let thumb = TestImages.solid(width: 96, height: 96, RGB(1, 2, 3)).cells(fitting: .thumbnail)
        #expect(thumb.columns == 2 && thumb.rows == 1)
        #expect(TestImages.solid(width: 5, height: 5, RGB(1, 2, 3)).cells(fitting: CellBox(columns: 0, rows: 3)).cells.isEmpty)
    }

    @Test func downscalingAveragesAndWeighsByAlpha() {
        // Left column red, right column blue, bottom-right transparent.
        let image = RGBAImage(width: 2, height: 2, pixels: [255, 0, 0, 255, 0, 0, 255, 255,
                                                           255, 0, 0, 255, 0, 0, 0, 0])
        let one = Downscaler.resize(image, width: 1, height: 1)
        // Three opaque pixels: two red, one blue; the clear one adds no colour.
        #expect(one.pixels == [170, 0, 85, 191])
        let halved = Downscaler.resize(TestImages.gradient(width: 8, height: 8), width: 4, height: 4)
        #expect(halved.width == 4 && halved.pixels[0] == 18 && halved.pixels[3] == 255)
        #expect(TestImages.gradient(width: 300, height: 150).shrunk(toFit: 128).width == 128)
        #expect(TestImages.gradient(width: 300, height: 150).shrunk(toFit: 128).height == 64)
    }

    @Test func halfBlocksPairPixelsAndKeepTransparency() {
        let image = RGBAImage(width: 1, height: 3, pixels: [10, 20, 30, 255, 0, 0, 0, 0, 40, 50, 60, 255])
        let cells = image.cells(fitting: CellBox(columns: 1, rows: 2))
        #expect(cells.rows == 2)
        #expect(cells[0, 0] == HalfBlock(upper: RGB(10, 20, 30), lower: nil))
        #expect(cells[0, 1] == HalfBlock(upper: RGB(40, 50, 60), lower: nil))
        let glyphs = cells.render(mode: .truecolor)
        #expect(glyphs[0][0] == CellGlyph(character: "▀", foreground: .rgb(RGB(10, 20, 30)), background: nil))
        let flipped = ImageCells(columns: 2, rows: 1, cells: [HalfBlock(upper: nil, lower: RGB(1, 1, 1)), HalfBlock(upper: nil, lower: nil)])
        #expect(flipped.render(mode: .truecolor)[0] == [CellGlyph(character: "▄", foreground: .rgb(RGB(1, 1, 1)), background: nil),
                                                       CellGlyph(character: " ", foreground: nil, background: nil)])
    }

    @Test func xtermPaletteNearest() {
        #expect(XtermPalette.index(of: RGB(255, 0, 0)) == 196)
        #expect(XtermPalette.index(of: RGB(0, 0, 0)) == 16)
        #expect(XtermPalette.index(of: RGB(255, 255, 255)) == 231)
        for index in UInt8(16)...255 {  // the cube and the grey ramp map back to themselves
            #expect(XtermPalette.index(of: XtermPalette.color(of: index)) == index, "\(index)")
        }
        #expect(XtermPalette.color(of: 9) == RGB(255, 0, 0))
        #expect(XtermPalette.index(of: RGB(128, 128, 128)) == 244)
        #expect(XtermPalette.index(of: RGB(0, 135, 255)) == 33)
        #expect(XtermPalette.index(of: RGB(8, 8, 8)) == 232)
    }

    @Test func colorModeFromEnvironment() {
        #expect(ColorMode.detect(environment: ["TERM": "xterm-256color", "COLORTERM": "truecolor"]) == .truecolor)
        #expect(ColorMode.detect(environment: ["TERM": "xterm-kitty", "COLORTERM": "24bit"]) == .truecolor)
        #expect(ColorMode.detect(environment: ["TERM": "xterm-256color"]) == .palette256)
        #expect(ColorMode.detect(environment: ["TERM": "screen"]) == .palette256)
        #expect(ColorMode.detect(environment: ["TERM": "xterm", "COLORTERM": "truecolor", "NO_COLOR": "1"]) == .noColor)
        #expect(ColorMode.detect(environment: ["TERM": "xterm-256color", "NO_COLOR": ""]) == .palette256)
        #expect(ColorMode.detect(environment: ["TERM": "dumb"]) == .noColor)
        #expect(ColorMode.detect(environment: [:]) == .noColor)
        #expect(ColorMode.detect(environment: ["TERM": "vt100"], colors: 2) == .noColor)
        #expect(ColorMode.detect(environment: ["TERM": "xterm-256color"], colors: 256) == .palette256)
    }

    @Test(arguments: [ColorMode.truecolor, .palette256, .noColor])
    func goldenCells(mode: ColorMode) throws {
        let cells = TestImages.gradient(width: 12, height: 12, transparentCorner: true).cells(fitting: CellBox(columns: 6, rows: 3))
        #expect(cells.columns == 6 && cells.rows == 3)
        #expect(Snapshot.mismatch(Self.describe(cells.render(mode: mode)), named: "cells-\(mode)") == nil)
    }

    /// One line per row; each cell as `char fg/bg`, `-` for the terminal default.
    static func describe(_ rows: [[CellGlyph]]) -> String {
        func name(_ color: TerminalColor?) -> String {
            switch color {
            case nil: "-"
            case .rgb(let c)?: String(format: "%02x%02x%02x", c.red, c.green, c.blue)
            case .indexed(let n)?: String(n)
            }
        }
        guard !rows.isEmpty else { return "(no picture)\n" }
        return rows.map { row in
            row.map { "\($0.character)\(name($0.foreground))/\(name($0.background))" }.joined(separator: " ")
        }.joined(separator: "\n") + "\n"
    }
}
