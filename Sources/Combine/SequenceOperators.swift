/// The operators that select, count and accumulate a publisher's values, as Combine's.
extension Publisher {
    /// Emits each running result of `nextPartialResult`, starting from `initialResult`.
    public func scan<T>(_ initialResult: T, _ nextPartialResult: @escaping (T, Output) -> T) -> AnyPublisher<T, Failure> {
        stepping({ initialResult }, step: ValueSteps.scan(nextPartialResult))
    }

    /// Emits the final result of `nextPartialResult` when the publisher finishes.
    public func reduce<T>(_ initialResult: T, _ nextPartialResult: @escaping (T, Output) -> T) -> AnyPublisher<T, Failure> {
        stepping({ initialResult }, step: ValueSteps.reduce(nextPartialResult), end: { [$0] })
    }

    /// Emits all values as one array when the publisher finishes.
    public func collect() -> AnyPublisher<[Output], Failure> {
        reduce([]) { $0 + [$1] }
    }

    /// Emits the values in arrays of `count` (the last one may be shorter).
    public func collect(_ count: Int) -> AnyPublisher<[Output], Failure> {
        AnyPublisher { value, completion in
            var batch: [Output] = []
            return self._subscribe(receiveValue: { output in
                batch.append(output)
                if batch.count == count { value(batch); batch = [] }
            }, receiveCompletion: { result in
                if case .finished = result, !batch.isEmpty { value(batch) }
                completion(result)
            })
        }
    }

    /// Emits the number of values when the publisher finishes.
    public func count() -> AnyPublisher<Int, Failure> { reduce(0) { count, _ in count + 1 } }

    /// Skips the first `count` values.
    public func dropFirst(_ count: Int = 1) -> AnyPublisher<Output, Failure> {
        AnyPublisher { value, completion in
            var skipped = 0
            return self._subscribe(receiveValue: { output in
                if skipped < count { skipped += 1 } else { value(output) }
            }, receiveCompletion: completion)
        }
    }

    /// Skips values while `predicate` holds, then passes all on.
    public func drop(while predicate: @escaping (Output) -> Bool) -> AnyPublisher<Output, Failure> {
        stepping({ true }, step: ValueSteps.drop(while: predicate))
    }

    /// Emits values while `predicate` holds, then finishes.
    public func prefix(while predicate: @escaping (Output) -> Bool) -> AnyPublisher<Output, Failure> {
        stepping({ () }, step: ValueSteps.prefix(while: predicate))
    }

    /// Emits the first `maxLength` values, then finishes.
    public func prefix(_ maxLength: Int) -> AnyPublisher<Output, Failure> {
        AnyPublisher { value, completion in
            var emitted = 0
            var done = false
            func take(_ output: Output?) {
                guard !done else { return }
                if let output, emitted < maxLength { emitted += 1; value(output) }
                if emitted == maxLength { done = true; completion(.finished) }
            }
            take(nil)
            return self._subscribe(receiveValue: { take($0) },
                                   receiveCompletion: { if !done { done = true; completion($0) } })
        }
    }

    /// Emits the first value, then finishes.
    public func first() -> AnyPublisher<Output, Failure> { first { _ in true } }

    /// Emits the first value for which `predicate` holds, then finishes.
    public func first(where predicate: @escaping (Output) -> Bool) -> AnyPublisher<Output, Failure> {
        stepping({ () }, step: ValueSteps.first(where: predicate))
    }

    /// Emits the last value when the publisher finishes.
    public func last() -> AnyPublisher<Output, Failure> { last { _ in true } }

    /// Emits the last value for which `predicate` holds when the publisher finishes.
    public func last(where predicate: @escaping (Output) -> Bool) -> AnyPublisher<Output, Failure> {
        stepping({ nil }, step: ValueSteps.last(where: predicate), end: ValueSteps.kept)
    }

    /// Emits `output` when the publisher finishes without a value.
    public func replaceEmpty(with output: Output) -> AnyPublisher<Output, Failure> {
        AnyPublisher { value, completion in
            var empty = true
            return self._subscribe(receiveValue: { empty = false; value($0) }, receiveCompletion: { result in
                if case .finished = result, empty { value(output) }
                completion(result)
            })
        }
    }

    /// Emits the values of `publisher` after this publisher finishes.
    public func append<P: Publisher>(_ publisher: P) -> AnyPublisher<Output, Failure>
    where P.Output == Output, P.Failure == Failure {
        AnyPublisher { value, completion in
            var next: AnyCancellable?
            let first = self._subscribe(receiveValue: value, receiveCompletion: { result in
                if case .failure = result { completion(result) } else {
                    next = publisher._subscribe(receiveValue: value, receiveCompletion: completion)
                }
            })
            return AnyCancellable { first.cancel(); next?.cancel() }
        }
    }

    /// Emits `elements` after this publisher finishes.
    public func append(_ elements: Output...) -> AnyPublisher<Output, Failure> {
        append(Publishers.Sequence<[Output], Failure>(sequence: elements))
    }

    /// Runs the handlers as values and the completion pass through; the values are unchanged.
    public func handleEvents(receiveSubscription: ((Any) -> Void)? = nil, receiveOutput: ((Output) -> Void)? = nil,
                             receiveCompletion: ((Subscribers.Completion<Failure>) -> Void)? = nil,
                             receiveCancel: (() -> Void)? = nil,
                             receiveRequest: ((Subscribers.Demand) -> Void)? = nil) -> AnyPublisher<Output, Failure> {
        AnyPublisher { value, completion in
            receiveSubscription?("\(Self.self)")
            receiveRequest?(.unlimited)
            let upstream = self._subscribe(receiveValue: { receiveOutput?($0); value($0) },
                                           receiveCompletion: { receiveCompletion?($0); completion($0) })
            return AnyCancellable { receiveCancel?(); upstream.cancel() }
        }
    }

    /// The same values for every subscriber (each subscription here runs the upstream on its own).
    public func share() -> AnyPublisher<Output, Failure> { eraseToAnyPublisher() }

}

extension Publisher {
    /// Replaces a nil value with `output`.
    public func replaceNil<T>(with output: T) -> AnyPublisher<T, Failure> where Output == T? {
        map { $0 ?? output }
    }
}

extension Publishers {
    /// Emits each element of a sequence, then finishes (`[1, 2, 3].publisher`).
    public struct Sequence<Elements: Swift.Sequence, Failure: Error>: Publisher {
        public typealias Output = Elements.Element
        public let sequence: Elements
        public init(sequence: Elements) { self.sequence = sequence }

        public func _subscribe(receiveValue: @escaping (Output) -> Void,
                               receiveCompletion: @escaping (Subscribers.Completion<Failure>) -> Void) -> AnyCancellable {
            sequence.forEach(receiveValue)
            receiveCompletion(.finished)
            return AnyCancellable {}
        }
    }
}

extension Sequence {
    /// The elements as a publisher that emits them all, then finishes.
    public var publisher: Publishers.Sequence<Self, Never> { Publishers.Sequence(sequence: self) }
}
