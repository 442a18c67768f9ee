/// The operators that turn each value into a publisher and flatten the result, as Combine's.
extension Publisher {
    /// Subscribes to the publisher `transform` makes from each value and emits the values of all
    /// of them; finishes when this publisher and every inner one have finished.
    public func flatMap<P: Publisher>(maxPublishers: Subscribers.Demand = .unlimited,
                                      _ transform: @escaping (Output) -> P) -> AnyPublisher<P.Output, Failure>
    where P.Failure == Failure {
        AnyPublisher { value, completion in
            let flattening = Flattening<P.Output, Failure>(value: value, completion: completion)
            return flattening.start(upstream: self, switching: false, inner: transform)
        }
    }

    /// `flatMap` for an inner publisher that never fails.
    public func flatMap<P: Publisher>(maxPublishers: Subscribers.Demand = .unlimited,
                                      _ transform: @escaping (Output) -> P) -> AnyPublisher<P.Output, Failure>
    where P.Failure == Never, Failure: Error {
        flatMap(maxPublishers: maxPublishers) { transform($0).setFailureType(to: Failure.self) }
    }
}

extension Publisher where Failure == Never {
    /// `flatMap` for an upstream that never fails.
    public func flatMap<P: Publisher>(maxPublishers: Subscribers.Demand = .unlimited,
                                      _ transform: @escaping (Output) -> P) -> AnyPublisher<P.Output, P.Failure> {
        setFailureType(to: P.Failure.self).flatMap(maxPublishers: maxPublishers, transform)
    }
}

extension Publisher where Output: Publisher, Output.Failure == Failure {
    /// Emits the values of the most recent inner publisher, cancelling the one before it.
    public func switchToLatest() -> AnyPublisher<Output.Output, Failure> {
        AnyPublisher { value, completion in
            let flattening = Flattening<Output.Output, Failure>(value: value, completion: completion)
            return flattening.start(upstream: self, switching: true) { $0 }
        }
    }
}

/// The state of one flattening subscription: the outer publisher and its live inner ones.
private final class Flattening<Value, Failure: Error> {
    private let value: (Value) -> Void
    private let completion: (Subscribers.Completion<Failure>) -> Void
    private var inner: [Int: AnyCancellable] = [:]
    private var nextInner = 0
    private var outerFinished = false
    private var completed = false
    private var outer: AnyCancellable?

    init(value: @escaping (Value) -> Void, completion: @escaping (Subscribers.Completion<Failure>) -> Void) {
        self.value = value
        self.completion = completion
    }

    /// Subscribes to `upstream`; `switching` keeps only the latest inner publisher.
    func start<Upstream: Publisher, Inner: Publisher>(upstream: Upstream, switching: Bool,
                                                      inner makeInner: @escaping (Upstream.Output) -> Inner)
        -> AnyCancellable where Upstream.Failure == Failure, Inner.Output == Value, Inner.Failure == Failure {
        outer = upstream._subscribe(receiveValue: { [unowned self] output in
            guard !completed else { return }
            if switching { inner.values.forEach { $0.cancel() }; inner = [:] }
            let id = nextInner
            nextInner += 1
            var innerDone = false
            let token = makeInner(output)._subscribe(receiveValue: { [unowned self] in if !completed { value($0) } },
                                                     receiveCompletion: { [unowned self] result in
                innerDone = true
                inner[id] = nil
                if case .failure = result { finish(result) } else { finishIfDone() }
            })
            if !innerDone { inner[id] = token }
        }, receiveCompletion: { [unowned self] result in
            outerFinished = true
            if case .failure = result { finish(result) } else { finishIfDone() }
        })
        return AnyCancellable { [self] in
            outer?.cancel()
            inner.values.forEach { $0.cancel() }
            inner = [:]
        }
    }

    private func finishIfDone() { if outerFinished && inner.isEmpty { finish(.finished) } }

    private func finish(_ result: Subscribers.Completion<Failure>) {
        guard !completed else { return }
        completed = true
        completion(result)
    }
}
