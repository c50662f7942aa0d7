/// Why bytes did not become pixels.
public enum ImageDecodeError: Error, Sendable, Equatable {
    /// Not PNG, JPEG or GIF.
    case unknownFormat
    /// The decoder rejected the data.
    case corrupt
    /// More bytes or pixels than the limits allow; refused before decoding.
    case tooLarge
    /// Memory ran out.
    case outOfMemory
}
