import Images

/// The real provider: the shared loader with its caches and single flight per URL.
extension ImageLoader: ImageProvider {
    /// The picture at `url` fitted to `box` (`load` under the provider's name).
    public func cells(for url: String, box: CellBox) async -> ImageResult {
        await load(url, box: box)
    }
}
