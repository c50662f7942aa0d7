extension RGBAImage {
    /// The image scaled to the largest size that fits `box`, aspect ratio kept, as half-block cells.
    public func cells(fitting box: CellBox) -> ImageCells { Downscaler.cells(self, box: box) }

    /// The image shrunk so neither side exceeds `maxSide` pixels; unchanged when already small.
    public func shrunk(toFit maxSide: Int) -> RGBAImage {
        guard width > maxSide || height > maxSide else { return self }
        let size = Downscaler.fit(width: width, height: height, into: maxSide, maxSide)
        return Downscaler.resize(self, width: size.width, height: size.height)
    }
}
