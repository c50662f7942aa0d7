extension MockState {
    /// Applies a request's `drift=N` (insert N items at the head of this list first) and returns
    /// the generic feed's length as this request sees it.
    ///
    /// Drift belongs to the list path and to requests that ask for it: a later request without
    /// `drift` (another example, another run against the same mock) sees the 60 items again.
    /// The feed shares the head counter with Qiita, so an `insertHead` fault moves both.
    mutating func insertForGeneric(_ request: MockRequest) -> Int {
        guard let drift = request.query["drift"].flatMap({ Int($0) }), (1...100).contains(drift) else {
            return GenericFeed.baseCount + inserted
        }
        drifted[request.path, default: 0] += drift
        return GenericFeed.baseCount + inserted + drifted[request.path, default: 0]
    }
}
