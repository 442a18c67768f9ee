/// Operators gated by another publisher's first value, as Combine's `drop(untilOutputFrom:)` and
/// `prefix(untilOutputFrom:)`. Delivery is synchronous, so the other publisher's values arrive when
/// it sends them.
extension Publisher {
    /// Drops values until `publisher` emits a value.
    public func drop<P: Publisher>(untilOutputFrom publisher: P) -> AnyPublisher<Output, Failure> where P.Failure == Failure {
        AnyPublisher { value, completion in
            var open = false
            let gate = publisher._subscribe(receiveValue: { _ in open = true }, receiveCompletion: { _ in })
            let upstream = self._subscribe(receiveValue: { if open { value($0) } }, receiveCompletion: completion)
            return AnyCancellable { gate.cancel(); upstream.cancel() }
        }
    }

    /// Emits values until `publisher` emits a value, then finishes.
    public func prefix<P: Publisher>(untilOutputFrom publisher: P) -> AnyPublisher<Output, Failure> {
        AnyPublisher { value, completion in
            var closed = false
            var upstream: AnyCancellable?
            let gate = publisher._subscribe(receiveValue: { _ in
                guard !closed else { return }
                closed = true
                upstream?.cancel()
                completion(.finished)
            }, receiveCompletion: { _ in })
            guard !closed else { return gate }
            upstream = self._subscribe(receiveValue: { if !closed { value($0) } },
                                       receiveCompletion: { if !closed { closed = true; completion($0) } })
            return AnyCancellable { gate.cancel(); upstream?.cancel() }
        }
    }
}
