extension MockState {
    /// Applies a request's `drift=N` (insert N items at the head first) and returns the generic feed's length.
    ///
    /// The generic feed shares the head counter with Qiita, so an `insertHead` fault moves both.
    mutating func insertForGeneric(_ request: MockRequest) -> Int {
        if let drift = request.query["drift"].flatMap({ Int($0) }), (1...100).contains(drift) { inserted += drift }
        return GenericFeed.baseCount + inserted
    }
}
