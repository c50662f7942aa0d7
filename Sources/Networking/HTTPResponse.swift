/// A complete HTTP response: status, headers of the final hop, decoded body and timings.
public struct HTTPResponse: Sendable, Equatable {
    /// The status code of the final response after redirects.
    public var status: Int
    /// Header fields of the final response.
    public var headers: HTTPHeaders
    /// The body after content decoding.
    public var body: [UInt8]
    /// The URL that answered, after redirects.
    public var effectiveURL: String
    /// The HTTP version that answered ("1.1", "2"), empty when unknown.
    public var httpVersion: String
    /// Where the time went.
    public var timings: Timings

    /// Durations measured by the transport, in microseconds from the start of the transfer.
    public struct Timings: Sendable, Equatable {
        /// Until the connection was ready (0 when an open one was reused).
        public var connectMicros: Int64
        /// Until the first byte of the response arrived.
        public var firstByteMicros: Int64
        /// The whole transfer.
        public var totalMicros: Int64
        /// Connections opened for this transfer (0 when one was reused).
        public var newConnections: Int

        /// Timings as measured.
        public init(connectMicros: Int64 = 0, firstByteMicros: Int64 = 0, totalMicros: Int64 = 0,
                    newConnections: Int = 0) {
            self.connectMicros = connectMicros
            self.firstByteMicros = firstByteMicros
            self.totalMicros = totalMicros
            self.newConnections = newConnections
        }
    }

    /// A response value.
    public init(status: Int, headers: HTTPHeaders = [:], body: [UInt8] = [], effectiveURL: String = "",
                httpVersion: String = "", timings: Timings = Timings()) {
        self.status = status
        self.headers = headers
        self.body = body
        self.effectiveURL = effectiveURL
        self.httpVersion = httpVersion
        self.timings = timings
    }

    /// Whether the status is 2xx.
    public var isSuccess: Bool { (200..<300).contains(status) }

    /// The body as UTF-8 text, invalid bytes replaced.
    public var text: String { String(decoding: body, as: UTF8.self) }

    /// Self when 2xx or 304, else `HTTPError.status` carrying the body.
    public func successful() throws(HTTPError) -> HTTPResponse {
        if isSuccess || status == 304 { return self }
        throw .status(status, body: body)
    }
}
