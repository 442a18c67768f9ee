/// The operators that turn each value into a publisher and flatten the result, as Combine's.
extension Publishers {
    /// The publisher `flatMap` returns: the values of every publisher `transform` makes of the
    /// upstream's values, as they come; it finishes when the upstream and all of them have. A type
    /// of its own, as in Combine, so that a signature naming it (`-> Publishers.FlatMap<Future<T, Error>,
    /// Self>`, the usual async-map extension) carries its requirement that both fail alike.
    public struct FlatMap<NewPublisher: Publisher, Upstream: Publisher>: Publisher where NewPublisher.Failure == Upstream.Failure {
        public typealias Output = NewPublisher.Output
        public typealias Failure = Upstream.Failure

        public let upstream: Upstream
        public let maxPublishers: Subscribers.Demand
        public let transform: (Upstream.Output) -> NewPublisher

        public init(upstream: Upstream, maxPublishers: Subscribers.Demand, transform: @escaping (Upstream.Output) -> NewPublisher) {
            self.upstream = upstream
            self.maxPublishers = maxPublishers
            self.transform = transform
        }

        public func _subscribe(receiveValue: @escaping (Output) -> Void,
                               receiveCompletion: @escaping (Subscribers.Completion<Failure>) -> Void) -> AnyCancellable {
            Flattening<Output, Failure>(value: receiveValue, completion: receiveCompletion)
                .start(upstream: upstream, switching: false, inner: transform)
        }
    }
}

extension Publisher {
    /// Emits the values of the publishers `transform` makes, as they come.
    public func flatMap<P: Publisher>(maxPublishers: Subscribers.Demand = .unlimited,
                                      _ transform: @escaping (Output) -> P) -> Publishers.FlatMap<P, Self>
    where P.Failure == Failure {
        Publishers.FlatMap(upstream: self, maxPublishers: maxPublishers, transform: transform)
    }

    /// `flatMap` for an inner publisher that never fails.
    public func flatMap<P: Publisher>(maxPublishers: Subscribers.Demand = .unlimited,
                                      _ transform: @escaping (Output) -> P) -> Publishers.FlatMap<Publishers.SetFailureType<P, Failure>, Self>
    where P.Failure == Never, Failure: Error {
        flatMap(maxPublishers: maxPublishers) { transform($0).setFailureType(to: Failure.self) }
    }
}

extension Publisher where Failure == Never {
    /// `flatMap` for an upstream that never fails.
    public func flatMap<P: Publisher>(maxPublishers: Subscribers.Demand = .unlimited,
                                      _ transform: @escaping (Output) -> P) -> Publishers.FlatMap<P, Publishers.SetFailureType<Self, P.Failure>> {
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
        // Weak: a subscription cancelled (its token released) while an inner publisher is still
        // pending (a `Future` a `Task` fulfils) receives nothing more.
        outer = upstream._subscribe(receiveValue: { [weak self] output in
            guard let self, !completed else { return }
            if switching { inner.values.forEach { $0.cancel() }; inner = [:] }
            let id = nextInner
            nextInner += 1
            var innerDone = false
            let token = makeInner(output)._subscribe(receiveValue: { [weak self] in if let self, !completed { value($0) } },
                                                     receiveCompletion: { [weak self] result in
                guard let self else { return }
                innerDone = true
                inner[id] = nil
                if case .failure = result { finish(result) } else { finishIfDone() }
            })
            if !innerDone { inner[id] = token }
        }, receiveCompletion: { [weak self] result in
            guard let self else { return }
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
