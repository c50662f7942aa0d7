import Networking

extension Paginator {
    /// Sends the request for page `key` and decodes its answer; a list read in order sends it
    /// through its read-ahead, told the key, so that the pages certain to follow go out beside it
    /// and a page that came back ahead is taken as it was decoded then.
    func fetchPage(_ request: HTTPRequest, key: PageKey) async -> Outcome {
        guard let readAhead else { return await Self.fetch(request, source: source, transport: transport) }
        readAhead.note(key, url: request.url)
        return await Self.fetch(request, source: ReadAheadSource(inner: source, readAhead: readAhead),
                                transport: readAhead)
    }

    /// Ends a list read in order for good (the dump is done, or failed): what is in flight is
    /// cancelled, and so are the pages read ahead, whose answers nobody will take.
    public func stopReading() {
        cancel()
        readAhead?.stop()
    }
}

extension Paginator {
    /// Requests sent ahead of the page asked for so far, in a list read in order (answers taken or not).
    public var requestsSentAhead: Int { readAhead?.requestsSentAhead ?? 0 }

    /// Returns once every page sent ahead has come back and been decoded, and what its landing let
    /// go ahead has been sent; at once when none is out, early when the calling task is cancelled.
    public func aheadSettled() async {
        await readAhead?.settled()
    }
}
