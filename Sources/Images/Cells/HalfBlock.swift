/// One terminal cell's two pixels, top and bottom; nil is a transparent pixel.
public struct HalfBlock: Sendable, Hashable {
    /// The top pixel.
    public var upper: RGB?
    /// The bottom pixel.
    public var lower: RGB?

    /// A cell from its two pixels.
    public init(upper: RGB?, lower: RGB?) {
        self.upper = upper
        self.lower = lower
    }
}
